import { readSessionUser, sessionCookieValue } from '~/features/auth/session.server'
import { CmsError, cms } from '~/features/cms/cms-client.server'
import { formatDate } from '~/ui/format-date'

// Handing a device on (양도): the owner's one-time code and the recipient's acceptance, asked of the
// CMS with the customer's own session (collections/Devices/transfer); its Korean refusals are read as they are.

export type TransferResult<T> = ({ ok: true } & T) | { ok: false; message: string }

const session = async () => ((await readSessionUser()) ? sessionCookieValue() : undefined)

async function asMe<T>(path: string, body: unknown, fallback: string): Promise<TransferResult<T>> {
  const credential = await session()
  if (!credential) return { ok: false, message: '로그인이 필요합니다.' }
  try {
    return { ok: true, ...(await cms({ session: credential }).post<T>(path, body)) }
  } catch (error) {
    if (error instanceof CmsError && error.status >= 400 && error.status < 500 && error.consumerMessage) return { ok: false, message: error.consumerMessage }
    console.error('[transfer] failed', error)
    return { ok: false, message: fallback }
  }
}

/** A new code for my device (the last one stops working), with until when it works. */
export async function offerMyDevice(id: number): Promise<TransferResult<{ code: string; until: string }>> {
  const result = await asMe<{ code: string; expiresAt: string }>(
    `/api/devices/${id}/transfer-offer`,
    {},
    '양도 코드를 만들지 못했습니다. 잠시 후 다시 시도하세요.',
  )
  return result.ok ? { ok: true, code: result.code, until: formatDate(result.expiresAt, 'YYYY-MM-DD HH:mm') } : result
}

export const withdrawMyOffer = (id: number) =>
  asMe<object>(`/api/devices/${id}/transfer-offer/withdraw`, {}, '양도 코드를 취소하지 못했습니다. 잠시 후 다시 시도하세요.')

/** Takes the device a code names: it becomes mine. */
export const acceptDevice = (code: string) =>
  asMe<{ device: { id: number; serialNumber: string } }>('/api/devices/transfer/accept', { code }, '기기를 받지 못했습니다. 잠시 후 다시 시도하세요.')
