// Draft preview for staff (docs/decisions/0010): a short-lived token, signed with PREVIEW_SECRET,
// that names one draft document and the storefront path that shows it. The CMS issues it in the
// admin panel's preview link and answers the draft for it; the storefront checks it before it sets
// its preview cookie. A JWT for the purpose 'preview' (jwt.server.ts, docs/decisions/0050). Tokens of
// the format before it (base64url JSON, a dot, an HMAC) are not read: they lived 20 minutes, so none
// outlives the deploy that changed the format, and a staff member just presses preview again.
// Shared by both servers as `@storefront/rules/preview-token.server`: keep it free of Payload and Next
// imports.
import { z } from 'zod'
import { readToken, signToken } from './jwt.server'

/** Used only when LOCAL_RUN=1, by both servers alike, so a checkout previews without setup. */
export const LOCAL_PREVIEW_SECRET = 'storefront-local-only-preview-secret-0123456789'

/** How long the admin panel's preview link works, and the storefront's preview cookie lasts. */
export const PREVIEW_LINK_SECONDS = 20 * 60

export const previewCollections = ['posts', 'pages', 'surveys'] as const
export type PreviewCollection = (typeof previewCollections)[number]

// What the token is for is its `typ` header, which readToken requires: no other token passes for one.
const claims = z.object({
  collection: z.enum(previewCollections),
  id: z.number().int().positive(),
  /** Where the storefront shows the document: a path on the storefront. */
  path: z.string().regex(/^\/(?!\/)[^\s\\]*$/),
  /** Expiry, seconds since the epoch. */
  exp: z.number().int(),
})

export type PreviewClaims = z.output<typeof claims>

export function createPreviewToken(
  { collection, id, path }: Omit<PreviewClaims, 'exp'>,
  secret: string,
  { now = Date.now(), ttlSeconds = PREVIEW_LINK_SECONDS }: { now?: number; ttlSeconds?: number } = {},
): Promise<string> {
  return signToken('preview', { collection, id, path }, Math.floor(now / 1000) + ttlSeconds, secret)
}

export type PreviewTokenCheck = { ok: true; claims: PreviewClaims } | { ok: false; reason: 'invalid' | 'expired' }

/** The claims of a token this secret signed and that has not expired. */
export const verifyPreviewToken = (token: string | undefined | null, secret: string, now = Date.now()): Promise<PreviewTokenCheck> =>
  readToken(token, 'preview', claims, secret, now)

/** Where the storefront shows a document of a previewable collection. */
export function storefrontPath(collection: PreviewCollection, doc: { id: number; slug?: string | null }): string {
  if (collection === 'posts') return `/posts/${doc.id}`
  return collection === 'surveys' ? `/survey/${doc.slug ?? ''}` : `/${doc.slug ?? ''}`
}
