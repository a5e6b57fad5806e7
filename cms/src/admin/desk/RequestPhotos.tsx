// A request's photos to look at, in a lightbox (PhotoLightbox), read with the staff member's own access.
import type { UIFieldServerProps } from 'payload'
import { isStaffUser } from '@/access/roles'
import { type Photo, PhotoLightbox } from './PhotoLightbox'

export async function RequestPhotos({ data, req }: UIFieldServerProps) {
  const ids = ((data?.photos ?? []) as unknown[])
    .map((photo) => (typeof photo === 'object' && photo ? (photo as { id: number }).id : photo))
    .filter((id) => typeof id === 'number')
  if (ids.length === 0 || !isStaffUser(req.user)) return null
  const { docs } = await req.payload.find({
    collection: 'attachments',
    where: { id: { in: ids } },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  // In the order the customer gave them; pictures only (a PDF stays a file link in the field above).
  const photos = ids
    .map((id) => docs.find((doc) => doc.id === id))
    .filter((doc) => doc?.url && doc.mimeType?.startsWith('image/'))
    .map((doc, index): Photo => ({ url: doc!.url!, thumbnail: doc!.sizes?.thumbnail?.url ?? doc!.url!, alt: `고객이 올린 사진 ${index + 1}` }))
  if (photos.length === 0) return null
  return (
    <div style={{ marginBottom: 'var(--base)' }} data-request-photos>
      <span className="field-label">사진 크게 보기</span>
      <PhotoLightbox photos={photos} />
    </div>
  )
}
