import { isSerialFormat, normaliseSerial } from '@storefront/rules/serial'
import { PHOTOS_TOO_LARGE } from '@storefront/rules/service-request'
import { readMyDeviceBySerial } from '~/features/devices/my-devices.server'
import { type ServiceErrors, serviceFieldsByPath, serviceMessages } from './messages'
import { validateService } from './validate-service'
import { handleFormPost, refuseIfAny, uploadAttachments } from '~/features/requests/form-post.server'

// POST /api/service/request: one A/S request from the form of /service/{serialNumber}. The form's
// idempotency key goes with every photo and with the request, so a double click or a retried
// request finds what the first made instead of filing twice.

const serialOf = (form: FormData | null) => normaliseSerial(String(form?.get('serialNumber') ?? ''))

export const submitServiceRequest = (request: Request) =>
  handleFormPost<ServiceErrors>(request, {
    name: 'service',
    formPath: (form) => (isSerialFormat(serialOf(form)) ? `/service/${encodeURIComponent(serialOf(form))}` : '/user/service'),
    failed: serviceMessages.form,
    tooLarge: { photos: PHOTOS_TOO_LARGE },
    fieldsByPath: serviceFieldsByPath,
    // An open request for the device already: the form's page says so.
    elsewhere: (status, form) => (status === 409 ? `/service/${encodeURIComponent(serialOf(form))}` : undefined),
    submit: async (form, { key, consumer }) => {
      const serialNumber = serialOf(form)
      const device = isSerialFormat(serialNumber) ? await readMyDeviceBySerial(serialNumber) : null
      // Not theirs, or not there: the same answer either way.
      if (!device) return { status: 404, location: '/user/service' }
      const { errors, fields } = validateService(form)
      refuseIfAny(errors)
      const photos = await uploadAttachments(consumer, fields.photos, 'photo', key, { photos: serviceMessages.unreadablePhoto })
      // Filed under a service program only while it covers the device (the CMS checks it again).
      const program = device.programs.find(({ id }) => String(id) === form.get('program'))
      const created = await consumer.create(
        'service-requests',
        {
          device: device.id,
          ...(program && { program: program.id }),
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
      return { location: `/user/service/complete?service=${created.id}` }
    },
  })
