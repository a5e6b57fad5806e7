import { isSerialFormat, normaliseSerial } from '@storefront/cms/serial'
import { PHOTOS_TOO_LARGE } from '@storefront/cms/service-request'
import { readSessionUser, sessionCookieValue } from '~/features/auth/session.server'
import { CmsError, cms } from '~/features/cms/cms-client.server'
import { readMyDeviceBySerial } from '~/features/devices/my-devices.server'
import { fieldOf, type ServiceErrors, serviceMessages } from './messages'
import { validateService } from './validate-service'
import { formAnswers, formKey, readFilesForm, uploadPhotos } from '~/features/server/form-post.server'
import { limitConsumerWrite } from '~/features/security/write-limit.server'

// POST /api/service/request: one A/S request from the form of /service/{serialNumber}. The form's
// idempotency key goes with every photo and with the request, so a double click or a retried
// request finds what the first made instead of filing twice. A plain form post answered with a 303
// works before the page's script runs; the script asks for JSON and shows the upload's progress.

export async function submitServiceRequest(request: Request): Promise<Response> {
  const user = await readSessionUser()
  const session = sessionCookieValue()
  const read = await readFilesForm(request, Boolean(user && session))
  const form = read instanceof FormData ? read : null
  const serialNumber = normaliseSerial(String(form?.get('serialNumber') ?? ''))
  const formPath = isSerialFormat(serialNumber) ? `/service/${encodeURIComponent(serialNumber)}` : '/user/service'
  const { answer, back, toLogin } = formAnswers<ServiceErrors>(request, formPath)

  if (!user || !session) return toLogin()
  const limited = await limitConsumerWrite()
  if (limited) return back(429, { form: limited.message })
  if (read === 'too-large') return back(413, { photos: PHOTOS_TOO_LARGE })
  if (!form) return back(400, { form: serviceMessages.form })
  // From the device lookup on, a part that fails (the CMS, PostgreSQL) is answered in Korean
  // below, and the form keeps what was typed for a retry.
  try {
    const device = isSerialFormat(serialNumber) ? await readMyDeviceBySerial(serialNumber) : null
    // Not theirs, or not there: the same answer either way.
    if (!device) return answer(404, { location: '/user/service' }, '/user/service')
    const { errors, fields } = validateService(form)
    if (Object.keys(errors).length > 0) return back(400, errors)

    const key = formKey(form)
    const consumer = cms({ session })
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
    if (error instanceof CmsError && error.status === 429 && error.consumerMessage) return back(429, { form: error.consumerMessage })
    if (error instanceof CmsError && error.status === 400 && error.consumerMessage)
      return back(400, { [fieldOf(error.consumerMessage)]: error.consumerMessage })
    console.error('[service] request failed', error)
    return back(502, { form: serviceMessages.form })
  }
}
