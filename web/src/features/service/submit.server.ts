import { randomUUID } from 'node:crypto'
import { isSerialFormat, normaliseSerial } from '@storefront/cms/serial'
import { readSessionUser, sessionCookieValue } from '~/features/auth/session.server'
import { CmsError, type CmsClient, cms } from '~/features/cms/cms-client.server'
import { readMyDeviceBySerial } from '~/features/devices/my-devices.server'
import { fieldOf, type ServiceErrors, serviceMessages } from './messages'
import { validateService } from './validate-service'

// POST /api/service/request: one A/S request from the form of /service/{serialNumber}. The form's
// idempotency key goes with every photo and with the request, so a double click or a retried
// request finds what the first made instead of filing twice. A plain form post answered with a 303
// works before the page's script runs; the script asks for JSON and shows the upload's progress.

const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/
const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })
const wantsJson = (request: Request) => (request.headers.get('accept') ?? '').includes('application/json')
/** The photos as attachments of the consumer's; 'unreadable' when the CMS cannot read one as the image it claims to be. */
async function uploadPhotos(consumer: CmsClient, photos: File[], key: string) {
  const ids: number[] = []
  for (const [index, photo] of photos.entries()) {
    try {
      ids.push((await consumer.upload('attachments', photo, { kind: 'photo' }, { idempotencyKey: `${key}-photo-${index}` })).id)
    } catch (error) {
      // Payload's own words for a damaged file are English; the consumer gets ours.
      if (error instanceof CmsError && (error.status === 400 || error.status === 413)) return 'unreadable' as const
      throw error
    }
  }
  return ids
}

export async function submitServiceRequest(request: Request): Promise<Response> {
  const json = wantsJson(request)
  const form = await request.formData().catch(() => null)
  const serialNumber = normaliseSerial(String(form?.get('serialNumber') ?? ''))
  const formPath = isSerialFormat(serialNumber) ? `/service/${encodeURIComponent(serialNumber)}` : '/user/service'
  const answer = (status: number, body: Record<string, unknown>, location: string) =>
    json ? Response.json(body, { status, headers: { 'cache-control': 'no-store' } }) : seeOther(location)
  const back = (status: number, errors: ServiceErrors) => {
    const [first] = Object.keys(errors)
    return answer(status, { errors }, `${formPath}?error=${first}`)
  }

  const user = await readSessionUser()
  const session = sessionCookieValue()
  if (!user || !session) {
    const login = `/login?${new URLSearchParams({ redirect: formPath })}`
    return answer(401, { location: login }, login)
  }
  if (!form) return back(400, { form: serviceMessages.form })
  const device = isSerialFormat(serialNumber) ? await readMyDeviceBySerial(serialNumber) : null
  // Not theirs, or not there: the same answer either way.
  if (!device) return answer(404, { location: '/user/service' }, '/user/service')
  const { errors, fields } = validateService(form)
  if (Object.keys(errors).length > 0) return back(400, errors)

  const given = String(form.get('idempotencyKey') ?? '')
  const key = IDEMPOTENCY_KEY.test(given) ? given : randomUUID()
  const consumer = cms({ session })
  try {
    const photos = await uploadPhotos(consumer, fields.photos, key)
    if (photos === 'unreadable') return back(400, { photos: serviceMessages.unreadablePhoto })
    const created = await consumer.create(
      'service-requests',
      {
        device: device.id,
        symptom: fields.symptom as never,
        description: fields.description,
        photos,
        method: fields.method,
        shop: fields.method === 'visit' ? fields.shop : null,
        ...(fields.returnAddress && { returnAddress: fields.returnAddress }),
      },
      { depth: 0 },
      { idempotencyKey: key },
    )
    const location = `/user/service/complete?service=${created.id}`
    return answer(200, { location }, location)
  } catch (error) {
    if (error instanceof CmsError && error.status === 409) return answer(409, { location: formPath }, formPath)
    if (error instanceof CmsError && error.status === 400 && error.consumerMessage)
      return back(400, { [fieldOf(error.consumerMessage)]: error.consumerMessage })
    console.error('[service] request failed', error)
    return back(502, { form: serviceMessages.form })
  }
}
