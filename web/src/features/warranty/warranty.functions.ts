import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { validInput } from '~/features/input/invalid-input'
import { readMyCertificate } from './certificate.server'
import { checkWarrantyCode } from './verify.server'

/** /device/verify?code=…: anyone's check of a certificate; never stored by a shared cache (a warranty ends, a device is revoked). */
export const checkWarranty = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ code: z.string().max(40) })))
  .handler(({ data }) => {
    setResponseHeader('Cache-Control', 'no-store')
    return checkWarrantyCode(data.code)
  })

/** /user/warranty/{serialNumber}: my own device's certificate and how a reader checks it; null (the 404 screen) for anyone else's. */
export const getMyCertificate = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ serialNumber: z.string().min(1).max(64) })))
  .handler(({ data }) => {
    setResponseHeader('Cache-Control', 'private, no-store')
    return readMyCertificate(data.serialNumber)
  })
