import { SESSION_COOKIE } from '~/features/auth/session-policy'
import { PREVIEW_COOKIE } from '~/features/preview/preview.server'

// Which requests may get a page a CDN shares between visitors (docs/decisions/0023): a GET of a
// public page by someone with neither a session nor a draft preview.

const PUBLIC_PATHS = [/^\/$/, /^\/shops$/, /^\/posts\/\d+$/, /^\/terms\/(service|privacy)$/, /^\/korea$/, /^\/device\/(partner|register)$/, /^\/trade-in\/\d+$/]
// Not /survey/{slug}: it shows whether the visitor is signed in and their answers.

/** The cookie names in a `Cookie` header. */
function cookieNames(header: string | null): Set<string> {
  return new Set((header ?? '').split(';').map((pair) => pair.split('=')[0]!.trim()))
}

/** A visitor who sees what anyone sees: neither signed in nor previewing drafts. */
export function isShareableVisitor(cookieHeader: string | null): boolean {
  const names = cookieNames(cookieHeader)
  return !names.has(SESSION_COOKIE) && !names.has(PREVIEW_COOKIE)
}

export function isShareableRequest(method: string, url: URL, cookieHeader: string | null): boolean {
  return method === 'GET' && PUBLIC_PATHS.some((path) => path.test(url.pathname)) && isShareableVisitor(cookieHeader)
}
