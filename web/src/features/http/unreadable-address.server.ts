import { decodedOrNull } from '@storefront/rules/percent-decoding'

// An address whose percent-encoding does not decode (`/%ED%A0%80`, half a character) is answered
// by Start with an empty 400 before any code of ours runs: the production server (node-server.server.ts)
// asks first and says it in Korean, as every other refusal does.

export const UNREADABLE_ADDRESS_MESSAGE = '주소를 읽을 수 없습니다. 주소가 올바른지 확인해 주세요.'

/** A 400 with a Korean message for a path that is not valid percent-encoding; null for any other. */
export function unreadableAddressResponse(pathname: string): Response | null {
  if (!pathname.includes('%') || decodedOrNull(pathname, decodeURI) !== null) return null
  return Response.json({ message: UNREADABLE_ADDRESS_MESSAGE }, { status: 400, headers: { 'cache-control': 'no-store' } })
}
