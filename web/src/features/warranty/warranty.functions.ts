import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { validInput } from '~/features/server/invalid-input'
import { checkWarrantyCode } from './verify.server'

/** /device/verify?code=…: anyone's check of a certificate; never stored by a shared cache (a warranty ends, a device is revoked). */
export const checkWarranty = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ code: z.string().max(40) })))
  .handler(({ data }) => {
    setResponseHeader('Cache-Control', 'no-store')
    return checkWarrantyCode(data.code)
  })
