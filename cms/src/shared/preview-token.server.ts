// Draft preview for staff (docs/decisions/0010): a short-lived token, signed with PREVIEW_SECRET,
// that names one draft document and the storefront path that shows it. The CMS issues it in the
// admin panel's preview link and answers the draft for it; the storefront checks it before it sets
// its preview cookie. Shared by both servers as `@storefront/cms/preview-token.server`: keep it free of
// Payload and Next imports.
import { z } from 'zod'
import { readSignedToken, signedToken } from './hmac.server'

/** Used only when LOCAL_RUN=1, by both servers alike, so a checkout previews without setup. */
export const LOCAL_PREVIEW_SECRET = 'storefront-local-only-preview-secret-0123456789'

/** How long the admin panel's preview link works, and the storefront's preview cookie lasts. */
export const PREVIEW_LINK_SECONDS = 20 * 60

export const previewCollections = ['posts', 'pages', 'surveys'] as const
export type PreviewCollection = (typeof previewCollections)[number]

const claims = z.object({
  // What the token is for: no other signed value can pass for one.
  use: z.literal('preview'),
  collection: z.enum(previewCollections),
  id: z.number().int().positive(),
  /** Where the storefront shows the document: a path on the storefront. */
  path: z.string().regex(/^\/(?!\/)[^\s\\]*$/),
  /** Expiry, seconds since the epoch. */
  exp: z.number().int(),
})

export type PreviewClaims = Omit<z.output<typeof claims>, 'use'>

export function createPreviewToken(
  target: Omit<PreviewClaims, 'exp'>,
  secret: string,
  { now = Date.now(), ttlSeconds = PREVIEW_LINK_SECONDS }: { now?: number; ttlSeconds?: number } = {},
): string {
  return signedToken({ use: 'preview', ...target, exp: Math.floor(now / 1000) + ttlSeconds }, secret)
}

export type PreviewTokenCheck = { ok: true; claims: PreviewClaims } | { ok: false; reason: 'invalid' | 'expired' }

/** The claims of a token this secret signed and that has not expired. */
export function verifyPreviewToken(token: string | undefined | null, secret: string, now = Date.now()): PreviewTokenCheck {
  const read = readSignedToken(token, claims, secret, now)
  if (!read.ok) return read
  const { use: _use, ...rest } = read.claims
  return { ok: true, claims: rest }
}

/** Where the storefront shows a document of a previewable collection. */
export function storefrontPath(collection: PreviewCollection, doc: { id: number; slug?: string | null }): string {
  if (collection === 'posts') return `/posts/${doc.id}`
  return collection === 'surveys' ? `/survey/${doc.slug ?? ''}` : `/${doc.slug ?? ''}`
}
