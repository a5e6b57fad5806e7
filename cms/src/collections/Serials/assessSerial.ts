import type { PayloadRequest } from 'payload'
import type { Serial } from '@/payload-types'
import { verifyAuthCode } from '@/lib/authCode'
import { isSerialFormat, normaliseSerial, SERIAL_FORMAT_MESSAGE } from '@storefront/rules/serial'
import { CODE_LOCK_MINUTES, clearWrongCodes, isCodeLocked, recordWrongCode } from './codeLockout'

export type Refusal = 'bad-format' | 'unknown' | 'blocked' | 'registered' | 'code-required' | 'code-mismatch' | 'code-locked'
export type Assessment = { result: 'ok'; serial: Serial } | { result: Refusal; serial?: Serial }

/** What a consumer is told for each refusal, and the HTTP status that goes with it. */
export const refusals: Record<Refusal, { status: number; message: string }> = {
  'bad-format': { status: 400, message: SERIAL_FORMAT_MESSAGE },
  unknown: { status: 400, message: '정품 일련번호가 아닙니다. 제품 라벨의 번호를 다시 확인하세요.' },
  blocked: { status: 400, message: '등록할 수 없는 일련번호입니다. 고객센터로 문의하세요.' },
  registered: { status: 409, message: '이미 정품 등록된 제품입니다.' },
  'code-required': { status: 400, message: '라벨 아래의 인증 코드를 함께 입력하세요.' },
  'code-mismatch': { status: 400, message: '인증 코드가 맞지 않습니다. 라벨 아래의 코드를 확인하세요.' },
  'code-locked': {
    status: 429,
    message: `인증 코드를 여러 번 잘못 입력해 이 제품의 확인을 잠시 막았습니다. ${CODE_LOCK_MINUTES}분 뒤에 다시 시도하거나 고객센터로 문의하세요.`,
  },
}

/**
 * Whether `serialNumber` (as typed) can be registered: genuine, not blocked, not registered, and —
 * when `checkCode` and the unit has one — with the right authentication code, unless too many
 * wrong ones locked it (codeLockout).
 */
export async function assessSerial(req: PayloadRequest, serialNumber: string, code: string | undefined, checkCode: boolean): Promise<Assessment> {
  const typed = normaliseSerial(serialNumber)
  if (!isSerialFormat(typed)) return { result: 'bad-format' }
  const { docs } = await req.payload.find({
    collection: 'serials',
    where: { serialNumber: { equals: typed } },
    limit: 1,
    depth: 0,
    pagination: false,
    showHiddenFields: true,
    req,
  })
  const serial = docs[0]
  if (!serial) return { result: 'unknown' }
  if (serial.status !== 'available') return { result: serial.status, serial }
  if (checkCode && serial.authCodeHash) {
    if (!code?.trim()) return { result: 'code-required', serial }
    if (isCodeLocked(serial)) return { result: 'code-locked', serial }
    if (!(await verifyAuthCode(code, serial.authCodeHash))) {
      await recordWrongCode(req, serial.id)
      return { result: 'code-mismatch', serial }
    }
    await clearWrongCodes(req, serial)
  }
  return { result: 'ok', serial }
}
