import type { ServiceRequest, TradeIn } from '@storefront/cms/payload-types'
import { readSessionUser, sessionCookieValue } from '~/features/auth/session.server'
import { CmsError, cms } from '~/features/cms/cms-client.server'

// The changes a customer makes to their own A/S request or trade-in (cancel, another shop, their
// shipment), each with their own session: the CMS's rules decide.

const session = async () => ((await readSessionUser()) ? sessionCookieValue() : undefined)

export type ChangeResult = { ok: true } | { ok: false; message: string; notFound?: boolean }

/**
 * A change to one of my A/S requests or trade-ins, with my own session: the CMS's rules decide,
 * and its Korean refusal is what I read; `fallback` when it could not be asked.
 */
export async function changeMyRequest<C extends 'service-requests' | 'trade-ins'>(
  collection: C,
  id: number,
  data: C extends 'trade-ins' ? Partial<TradeIn> : Partial<ServiceRequest>,
  fallback: string,
): Promise<ChangeResult> {
  const credential = await session()
  if (!credential) return { ok: false, message: '로그인이 필요합니다.', notFound: true }
  try {
    await cms({ session: credential }).update(collection, id, data as never, { depth: 0 })
    return { ok: true }
  } catch (error) {
    if (error instanceof CmsError && [403, 404].includes(error.status)) return { ok: false, message: '신청을 찾을 수 없습니다.', notFound: true }
    // 409: the state moved under me (a slot just filled).
    if (error instanceof CmsError && [400, 409].includes(error.status) && error.consumerMessage) return { ok: false, message: error.consumerMessage }
    console.error(`[${collection}] change failed`, error)
    return { ok: false, message: fallback }
  }
}

const CANCEL = { status: 'cancelled', statusNote: '고객이 신청을 취소했습니다.' } as const
const CANCEL_FAILED = '취소하지 못했습니다. 잠시 후 다시 시도하세요.'

/** Cancels my request while it still waits to be received (the CMS's flow refuses it after). */
export const cancelMyRequest = (id: number) => changeMyRequest('service-requests', id, CANCEL, CANCEL_FAILED)

/** Cancels my trade-in while it is still requested (the CMS's flow refuses it after). */
export const cancelMyTradeIn = (id: number) => changeMyRequest('trade-ins', id, CANCEL, CANCEL_FAILED)

/** Moves my visit to another shop that takes A/S, while it still waits to be received. */
export const changeMyShop = (id: number, shop: number) =>
  changeMyRequest('service-requests', id, { shop }, '매장을 바꾸지 못했습니다. 잠시 후 다시 시도하세요.')
