// 본인인증 (identity verification) rules both servers and the journeys share (docs/decisions/0060).
import { seoulDay } from './seoul-date'

/** The age from which devices may be sold to and registered by a person in Korea. */
const ADULT_AGE = 19

/**
 * Whether someone born on `birthDate` ("YYYY-MM-DD", as PortOne gives it) is 19 or older on
 * Seoul's date of `now`: full years (만 나이), the birthday itself counting. A 29 February
 * birthday comes of age on 1 March in a common year, as Korean law counts it.
 */
export function isAdultOn(birthDate: string, now: Date): boolean {
  const born = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate)
  if (!born) return false
  const [year, month, day] = seoulDay(now).split('-').map(Number) as [number, number, number]
  const birthday = Number(born[2]) * 100 + Number(born[3])
  const age = year - Number(born[1]) - (month * 100 + day < birthday ? 1 : 0)
  return age >= ADULT_AGE
}

/** The birth date of someone who turns `age` on Seoul's date of `now` plus `days` (tests and journeys pick people by it). */
export function birthDateFor(age: number, now: Date, days = 0): string {
  const [year, month, day] = seoulDay(now).split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year - age, month - 1, day + days))
  return date.toISOString().slice(0, 10)
}

/** Where the storefront's identity verification may send the customer back to: the adult-only steps. */
const IDENTITY_RETURN_PATHS = [
  /^\/device\/register\/auth$/,
  /^\/user\/receive$/,
  /^\/trade-in\/\d{1,9}\/request\/[A-Za-z0-9-]{1,40}$/,
  /^\/survey\/[A-Za-z0-9-]{1,100}$/,
]

export const isIdentityReturnPath = (path: string): boolean => IDENTITY_RETURN_PATHS.some((pattern) => pattern.test(path))

/** What the customer reads when a verification is refused or fails (the storefront shows them by key). */
export const identityMessages = {
  minor: '만 19세 미만은 이용할 수 없습니다. 전자담배 기기 등록과 보상 판매는 만 19세 이상만 이용할 수 있습니다.',
  failed: '본인인증을 마치지 못했습니다. 다시 시도해 주세요.',
  cancelled: '본인인증을 취소했습니다. 계속하려면 본인인증을 해 주세요.',
  unavailable: '본인인증 결과를 확인하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  required: '만 19세 이상 본인인증이 필요합니다. 휴대폰 본인인증을 마친 뒤 다시 시도해 주세요.',
  notConfigured: '지금은 본인인증을 이용할 수 없습니다. 고객센터로 문의해 주세요.',
  script: '본인인증 창을 열지 못했습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.',
} as const

export type IdentityProblem = keyof typeof identityMessages
