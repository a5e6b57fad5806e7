// Service programs (무상 수리 프로그램): a free repair or exchange the brand offers every owner of
// an affected serial (docs/product.md#service-programs). The CMS decides who is in range; these are
// the words and checks the admin, the notice and the storefront share.
import { isSerialFormat, normaliseSerial } from './serial'

export const programOffers = { repair: '무상 수리', exchange: '무상 교환' } as const
export type ProgramOffer = keyof typeof programOffers

export const programStates = { draft: '준비 중', started: '진행 중' } as const
export type ProgramState = keyof typeof programStates

/** What the storefront says of a device a running program covers. */
export const PROGRAM_APPLIES = '무상 수리 프로그램 대상 기기입니다'

/** The query parameter that carries the program into the A/S form (/service/{serial}?program=…). */
export const PROGRAM_PARAM = 'program'

/** The storefront path a notice's link goes through: it records the open, then shows the prefilled form. */
export const programLinkPath = (token: string) => `/service/program/${token}`

/** Whether `today` (Seoul's calendar, YYYY-MM-DD) is within the program's days, both ends included. */
export const programRunsOn = (program: { startsOn: string; endsOn: string }, today: string): boolean => program.startsOn <= today && today <= program.endsOn

/**
 * Why a range of serials (as printed on the label) cannot be one: both ends written like serials,
 * of one length (serials of a batch differ only in their last digits), the first not after the last.
 */
export function serialRangeProblem(from: string, to: string): string | null {
  const [first, last] = [normaliseSerial(from), normaliseSerial(to)]
  if (!isSerialFormat(first) || !isSerialFormat(last)) return '범위의 처음과 끝은 라벨에 적힌 일련번호로 입력하세요. 예: VPA-2611-00001'
  if (first.length !== last.length) return '범위의 처음과 끝은 자릿수가 같아야 합니다. 예: VPA-2611-00001 ~ VPA-2611-00500'
  if (first > last) return '범위의 처음이 끝보다 뒤에 있습니다. 순서를 바꿔 입력하세요.'
  return null
}
