// A Korean postal address as customers give it and both servers keep it: the five-digit postcode
// (국가기초구역번호), the road-name address (도로명 주소) the postcode search fills in, and the
// detail (상세 주소: 동·호수, 층) the customer types (docs/decisions/0059).

export const POSTAL_CODE_LENGTH = 5
export const ROAD_ADDRESS_MAX = 200
export const ADDRESS_DETAIL_MAX = 100

export interface PostalAddress {
  postalCode: string
  /** 도로명 주소, as the postcode search gives it (or as typed without it). */
  address: string
  /** 상세 주소; empty for a house with nothing more to say. */
  detail?: string | null
}

export const isPostalCode = (value: string) => /^\d{5}$/.test(value.trim())

/** A field as sent: anything but text (a number, an object, from a request written by hand) reads as nothing. */
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

const postalAddressMessages = {
  postalCode: `우편번호 ${POSTAL_CODE_LENGTH}자리를 입력하세요.`,
  addressTooLong: `도로명 주소는 ${ROAD_ADDRESS_MAX}자까지 적을 수 있습니다.`,
  detail: `상세 주소는 ${ADDRESS_DETAIL_MAX}자까지 적을 수 있습니다.`,
} as const

/**
 * Problems of the postcode, road address and detail, by field; `missingAddress` is what to say
 * when the road address is empty (each form says what the address is for).
 */
export function postalAddressProblems(
  { postalCode, address, detail }: Partial<PostalAddress>,
  missingAddress: string,
): Partial<Record<'postalCode' | 'address' | 'detail', string>> {
  const problems: Partial<Record<'postalCode' | 'address' | 'detail', string>> = {}
  if (!isPostalCode(textOf(postalCode))) problems.postalCode = postalAddressMessages.postalCode
  const road = textOf(address)
  if (!road) problems.address = missingAddress
  else if (road.length > ROAD_ADDRESS_MAX) problems.address = postalAddressMessages.addressTooLong
  if (textOf(detail).length > ADDRESS_DETAIL_MAX) problems.detail = postalAddressMessages.detail
  return problems
}

/** "(04524) 서울 중구 세종대로 110, 3층": the road address, then the detail after a comma, as Korean addresses are written. */
export function formatPostalAddress({ postalCode, address, detail }: PostalAddress): string {
  const line = [address.trim(), detail?.trim()].filter(Boolean).join(', ')
  return postalCode ? `(${postalCode}) ${line}` : line
}

/** The fields of the Kakao (Daum) postcode search's answer (`oncomplete(data)`) that an address is made of. */
export interface PostcodeAnswer {
  zonecode: string
  roadAddress: string
  autoRoadAddress?: string
  jibunAddress: string
  autoJibunAddress?: string
  userSelectedType: 'R' | 'J'
}

/**
 * What the search's choice fills in: its postcode and the road address. A customer who picked the
 * lot-number line (지번, `userSelectedType` J) gets the road address of the same building
 * (`autoRoadAddress` when the search had to map it); only a place with no road address keeps the
 * lot-number address. Couriers and the road-name address law go by the road address.
 */
export function addressFromPostcode(answer: PostcodeAnswer): { postalCode: string; address: string } {
  const road = answer.roadAddress || answer.autoRoadAddress || ''
  const lot = answer.jibunAddress || answer.autoJibunAddress || ''
  return { postalCode: answer.zonecode, address: (road || lot).trim() }
}

// A road-name address ends at its building number: "…세종대로 110", "…테헤란로7길 22",
// "…세종대로 지하 2", "…종로 1-3". The shortest such start of the text, followed by a space, a
// comma, a parenthesis or the end.
const ROAD_ADDRESS_START = /^(.*?\S(?:로|길)\s*(?:지하\s*)?\d+(?:-\d+)?)(?=$|[\s,(])[\s,]*(.*)$/s

/**
 * An address typed into one field before the form had a detail field ("서울 중구 세종대로 110, 3층"),
 * split into the road address and the rest. Text that does not read as a road address (a
 * lot-number address, a building's name alone) stays whole in the road address, with no detail:
 * nothing is lost either way, and the two joined read as before.
 */
export function splitTypedAddress(text: string): { address: string; detail: string } {
  const trimmed = text.trim()
  const match = ROAD_ADDRESS_START.exec(trimmed)
  if (!match) return { address: trimmed, detail: '' }
  return { address: match[1]!.trim(), detail: match[2]!.trim() }
}
