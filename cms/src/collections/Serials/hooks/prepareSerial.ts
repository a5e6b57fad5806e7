import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeValidateHook } from 'payload'
import { hashAuthCode } from '@/lib/authCode'
import { isAuthCodeFormat, normaliseSerial, productionBatch } from '@storefront/rules/serial'

/**
 * Serials are stored as printed (capitals), so lookups and the unique index agree with what people
 * type; the production batch is kept beside, indexed, for the figures and the service programs.
 */
export const normaliseSerialInput: CollectionBeforeValidateHook = ({ data }) => {
  if (typeof data?.serialNumber === 'string') {
    data.serialNumber = normaliseSerial(data.serialNumber)
    data.productionBatch = productionBatch(data.serialNumber)
  }
  return data
}

/** Keeps only a hash of a newly entered authentication code (lib/authCode). */
export const hashAuthCodeInput: CollectionBeforeChangeHook = async ({ data }) => {
  const code = typeof data.authCode === 'string' ? data.authCode.trim() : ''
  if (!code) return data
  if (!isAuthCodeFormat(code)) throw new APIError('인증 코드는 영문·숫자 4–12자입니다.', 400, null, true)
  return { ...data, authCode: undefined, authCodeHash: await hashAuthCode(code) }
}
