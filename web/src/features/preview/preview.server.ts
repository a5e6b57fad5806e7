import {
  createPreviewToken,
  PREVIEW_LINK_SECONDS,
  type PreviewClaims,
  type PreviewCollection,
  verifyPreviewToken,
} from '@storefront/rules/preview-token.server'
import { getCookie, setResponseHeader } from '@tanstack/react-start/server'
import { serverEnv } from '~/env.server'
import { safeRedirectTarget } from '@storefront/rules/redirect-target'
import { CmsError, cms } from '~/features/cms/cms-client.server'

// Draft preview for staff (docs/decisions/0010). The admin panel's preview link brings a signed,
// short-lived token to /api/preview, which swaps it for an httpOnly cookie and sends the browser to
// the page; that page then shows the draft the cookie names, fetched from the CMS with the same
// token. Without the cookie a draft does not exist: the page is the public one, or a 404.

export const PREVIEW_COOKIE = 'preview'

function cookieAttributes(maxAgeSeconds: number): string {
  const env = serverEnv()
  const secure = !env.localRun || env.siteUrl.startsWith('https:')
  return `Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

const page = (status: number, title: string, message: string) =>
  new Response(
    `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>` +
      `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 20px;line-height:1.6"><h1 style="font-size:1.4rem">${title}</h1><p>${message}</p><p><a href="/">메인으로</a></p></body></html>`,
    { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
  )

/**
 * GET /api/preview?token=… starts a preview (cookie, then the page); ?exit=/path ends it and goes
 * back to the public page.
 */
export async function handlePreviewRequest(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const exit = url.searchParams.get('exit')
  if (exit !== null) {
    const target = safeRedirectTarget(exit)
    return new Response(null, {
      status: 302,
      headers: { location: target, 'set-cookie': `${PREVIEW_COOKIE}=; ${cookieAttributes(0)}`, 'cache-control': 'no-store' },
    })
  }
  const check = await verifyPreviewToken(url.searchParams.get('token'), serverEnv().previewSecret)
  if (!check.ok) {
    return check.reason === 'expired'
      ? page(410, '미리보기 링크가 만료되었습니다', '관리자 화면을 새로 고친 뒤 미리보기 버튼을 다시 눌러 주세요.')
      : page(404, '미리보기 링크가 올바르지 않습니다', '관리자 화면의 미리보기 버튼으로 다시 열어 주세요.')
  }
  const { exp: _exp, ...target } = check.claims
  // The cookie gets a fresh lifetime of its own: reading a draft may take longer than the link lasts.
  const cookie = await createPreviewToken(target, serverEnv().previewSecret)
  return new Response(null, {
    status: 302,
    headers: { location: target.path, 'set-cookie': `${PREVIEW_COOKIE}=${cookie}; ${cookieAttributes(PREVIEW_LINK_SECONDS)}`, 'cache-control': 'no-store' },
  })
}

/** The preview this request's cookie allows, when it names this collection and path. */
async function previewFor(collection: PreviewCollection, path: string): Promise<{ claims: PreviewClaims; token: string } | null> {
  const token = getCookie(PREVIEW_COOKIE)
  if (!token) return null
  const check = await verifyPreviewToken(token, serverEnv().previewSecret)
  if (!check.ok || check.claims.collection !== collection || check.claims.path !== path) return null
  return { claims: check.claims, token }
}

/**
 * The newest draft of the document this request previews, or null when it previews nothing here.
 * A previewed page is personal and never indexed: it is not cached and carries noindex.
 */
export async function loadDraft<T>(collection: PreviewCollection, path: string): Promise<T | null> {
  const preview = await previewFor(collection, path)
  if (!preview) return null
  setResponseHeader('Cache-Control', 'private, no-store')
  setResponseHeader('X-Robots-Tag', 'noindex')
  try {
    const body = await cms({ previewToken: preview.token }).get<{ doc: T }>('/api/preview/draft')
    return body.doc
  } catch (error) {
    // A draft deleted since, or a secret the CMS no longer shares: the public page, as for anyone.
    if (error instanceof CmsError && error.status === 404) return null
    throw error
  }
}
