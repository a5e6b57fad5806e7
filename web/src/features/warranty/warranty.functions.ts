import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { readMyDeviceBySerial } from '~/features/devices/my-devices.server'
import { validInput } from '~/features/server/invalid-input'
import { checkWarrantyCode } from './verify.server'

/** /user/warranty/{serialNumber}: the certificate of my own active device; null (the 404 screen) for anyone else's. */
export const getMyWarranty = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ serialNumber: z.string().min(1).max(64) })))
  .handler(({ data }) => {
    setResponseHeader('Cache-Control', 'private, no-store')
    return readMyDeviceBySerial(data.serialNumber)
  })

/** /device/verify?code=…: anyone's check of a certificate; never stored by a shared cache (a warranty ends, a device is revoked). */
export const checkWarranty = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ code: z.string().max(40) })))
  .handler(({ data }) => {
    setResponseHeader('Cache-Control', 'no-store')
    return checkWarrantyCode(data.code)
  })
