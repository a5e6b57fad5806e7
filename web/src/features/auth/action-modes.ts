// The modes of a Firebase e-mail action link (docs/product.md#accounts-and-sessions). No SDK here: route options import it.

export const ACTION_MODES = ['resetPassword', 'verifyEmail', 'recoverEmail', 'verifyAndChangeEmail', 'signIn', 'revertSecondFactorAddition'] as const
export type ActionMode = (typeof ACTION_MODES)[number]

export const ACTION_TITLES: Record<ActionMode, string> = {
  resetPassword: '비밀번호 재설정',
  verifyEmail: '이메일 인증',
  recoverEmail: '이메일 복구',
  verifyAndChangeEmail: '이메일 변경',
  signIn: '이메일 링크 로그인',
  revertSecondFactorAddition: '2단계 인증 해제',
}

const isActionMode = (value: unknown): value is ActionMode => ACTION_MODES.includes(value as ActionMode)

export interface ActionLinkSearch {
  mode?: string
  oobCode?: string
  apiKey?: string
  continueUrl?: string
  lang?: string
}

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 && value.length <= 2048 ? value : undefined)

export const validateActionSearch = (search: Record<string, unknown>): ActionLinkSearch => ({
  mode: text(search.mode),
  oobCode: text(search.oobCode),
  apiKey: text(search.apiKey),
  continueUrl: text(search.continueUrl),
  lang: text(search.lang),
})

/**
 * Whether a link carries what its mode needs (a sign-in link, for one, must carry an apiKey, an
 * oobCode and a mode. Anything else goes to the invalid-code page without asking Firebase.
 */
export function isCompleteActionLink(search: ActionLinkSearch): search is ActionLinkSearch & { mode: ActionMode; oobCode: string } {
  if (!isActionMode(search.mode) || !search.oobCode) return false
  return search.mode !== 'signIn' || Boolean(search.apiKey)
}
