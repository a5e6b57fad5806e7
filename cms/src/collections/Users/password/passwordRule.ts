// The staff password rule of the Korean guidance (KISA 「패스워드 선택 및 이용 안내서」, read with
// 개인정보의 안전성 확보조치 기준 제5조): long enough for its mix of kinds, not the account's own
// address, not a password attackers try first. One pure function, so the panel, REST and the
// reset link all say the same (docs/decisions/0076).
import { dictionary } from '@zxcvbn-ts/language-common'

export const PASSWORD_MESSAGES = {
  length: '비밀번호는 영문·숫자·특수문자 중 두 종류 이상을 섞어 10자 이상, 또는 세 종류를 모두 섞어 8자 이상으로 정하세요.',
  email: '비밀번호에 이메일 주소나 그 아이디(@ 앞부분)를 넣을 수 없습니다.',
  common: '널리 쓰이거나 유출된 적이 있는 비밀번호, 같은 문자만 되풀이한 비밀번호는 쓸 수 없습니다. 남이 짐작하기 어려운 비밀번호를 정하세요.',
  reused: '최근에 쓴 비밀번호 3개는 다시 쓸 수 없습니다. 새 비밀번호를 정하세요.',
} as const

// zxcvbn-ts's list of the ~49,000 passwords most found in breaches, loaded at the first check.
let breached: Set<string> | undefined
const breachedPasswords = () => (breached ??= new Set(dictionary['passwords-common']))

/** How many of the three kinds (letters of any script, digits, anything else) `password` mixes. */
const kindsIn = (password: string) => [/\p{L}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}]/u].filter((kind) => kind.test(password)).length

/** A word with digits and symbols put around it ("Password123!") is that word to an attacker. */
const core = (password: string) => password.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')

/** The Korean message of the rule `password` breaks for the account `email`, or null when it keeps them all. */
export function passwordProblem(password: string, email?: string | null): string | null {
  const kinds = kindsIn(password)
  if (!((kinds >= 2 && password.length >= 10) || (kinds >= 3 && password.length >= 8))) return PASSWORD_MESSAGES.length
  const lower = password.toLowerCase()
  const address = email?.trim().toLowerCase() ?? ''
  const localPart = address.split('@')[0] ?? ''
  if (address && (lower.includes(address) || (localPart.length >= 3 && lower.includes(localPart)))) return PASSWORD_MESSAGES.email
  const word = core(lower)
  if (new Set(lower).size < 4 || breachedPasswords().has(lower) || (word.length >= 4 && breachedPasswords().has(word))) return PASSWORD_MESSAGES.common
  return null
}
