import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { isCustomerUser } from '@/access/roles'
import { assessSerial, refusals } from '../../Serials/assessSerial'

/**
 * A new registration names a genuine, unregistered serial; a consumer must also give the code
 * under the label when the unit has one (staff registering at a shop have the unit in hand).
 * Fills in what follows from the serial: the serial itself, the product, the registration time.
 */
export const registerSerial: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const code = typeof data.authCode === 'string' ? data.authCode : undefined
  const assessment = await assessSerial(req, String(data.serialNumber ?? ''), code, isCustomerUser(req.user))
  if (assessment.result !== 'ok') {
    const { status, message } = refusals[assessment.result]
    throw new APIError(message, status, null, true)
  }
  const { serial } = assessment
  return {
    ...data,
    authCode: undefined,
    serialNumber: serial.serialNumber,
    serial: serial.id,
    product: serial.product,
    status: 'active',
    registeredAt: new Date().toISOString(),
  }
}
