// Korean wording for account failures. Codes come from the Firebase web SDK (`auth/…`; the ones the
// product can meet are listed in errors.test.ts) and from our own server (`session/…`, `rate/…`).

/** What the visitor was doing: picks the wording of failures that depend on it. */
export type AuthAction = 'sign-in' | 'register' | 'reset' | 'action' | 'account'

const MESSAGES = new Map<string, string>(
  Object.entries({
    // Input
    'auth/invalid-email': '이메일 주소 형식이 올바르지 않습니다.',
    'auth/missing-email': '이메일을 입력해 주세요.',
    'auth/missing-password': '비밀번호를 입력해 주세요.',
    'auth/weak-password': '비밀번호가 너무 단순합니다. 영문과 숫자를 섞어 8자 이상으로 만들어 주세요.',
    'auth/email-already-in-use': '이미 가입된 이메일입니다. 로그인하거나 비밀번호 찾기를 이용해 주세요.',
    // Credentials
    'auth/user-not-found': '가입되지 않은 이메일입니다. 이메일 주소를 다시 확인해 주세요.',
    'auth/wrong-password': '비밀번호가 올바르지 않습니다.',
    // Projects with e-mail enumeration protection report both cases above as this one.
    'auth/invalid-credential': '이메일 또는 비밀번호가 올바르지 않습니다.',
    'auth/invalid-login-credentials': '이메일 또는 비밀번호가 올바르지 않습니다.',
    'auth/user-disabled': '이용이 중지된 계정입니다. 고객센터로 문의해 주세요.',
    'auth/user-mismatch': '로그인한 계정과 다른 계정의 정보입니다. 현재 계정의 비밀번호를 입력해 주세요.',
    'auth/invalid-user-token': '로그인 정보가 만료되었습니다. 다시 로그인해 주세요.',
    'auth/user-token-expired': '로그인 정보가 만료되었습니다. 다시 로그인해 주세요.',
    'auth/requires-recent-login': '보안을 위해 다시 로그인한 뒤 시도해 주세요.',
    'auth/login-blocked': '현재 로그인할 수 없는 계정입니다. 고객센터로 문의해 주세요.',
    'auth/account-exists-with-different-credential': '같은 이메일로 가입된 다른 로그인 방법이 있습니다. 처음 가입한 방법으로 로그인해 주세요.',
    'auth/multi-factor-auth-required': '추가 인증이 필요한 계정입니다. 고객센터로 문의해 주세요.',
    'auth/missing-multi-factor-info': '추가 인증 정보를 찾지 못했습니다. 처음부터 다시 시도해 주세요.',
    'auth/tenant-id-mismatch': '이 사이트에서 사용할 수 없는 계정입니다.',
    // E-mail action links
    'auth/expired-action-code': '링크의 유효 기간이 지났습니다. 처음부터 다시 요청해 주세요.',
    'auth/invalid-action-code': '유효하지 않거나 이미 사용된 링크입니다. 처음부터 다시 요청해 주세요.',
    // Abuse protection
    'auth/missing-recaptcha-token': '자동 입력 방지 확인을 마치지 못했습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.',
    'auth/invalid-recaptcha-token': '자동 입력 방지 확인에 실패했습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.',
    'auth/captcha-check-failed': '자동 입력 방지 확인에 실패했습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.',
    'auth/quota-exceeded': '요청이 많아 잠시 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    // The browser and the network
    'auth/network-request-failed': '네트워크 연결이 원활하지 않습니다. 연결 상태를 확인한 뒤 다시 시도해 주세요.',
    'auth/timeout': '응답이 늦어지고 있습니다. 연결 상태를 확인한 뒤 다시 시도해 주세요.',
    'auth/web-storage-unsupported': '브라우저 저장소를 사용할 수 없습니다. 시크릿 모드를 끄거나 쿠키 차단을 해제한 뒤 다시 시도해 주세요.',
    'auth/popup-blocked': '팝업이 차단되었습니다. 브라우저에서 팝업을 허용한 뒤 다시 시도해 주세요.',
    'auth/popup-closed-by-user': '로그인 창이 닫혔습니다. 다시 시도해 주세요.',
    'auth/cancelled-popup-request': '다른 로그인 창이 열려 있습니다. 열려 있는 창에서 계속해 주세요.',
    'auth/operation-not-supported-in-this-environment': '이 브라우저에서는 지원하지 않는 방식입니다. 다른 브라우저로 시도해 주세요.',
    // The site's own configuration: nothing the visitor can fix, but each says which.
    'auth/unauthorized-domain': '이 주소에서는 로그인할 수 없습니다. 공식 사이트에서 다시 시도해 주세요.',
    'auth/invalid-auth-event': '로그인 처리 중 문제가 생겼습니다. 처음부터 다시 시도해 주세요.',
    'auth/auth-domain-config-required': '로그인 설정에 문제가 있습니다. 고객센터로 알려 주세요.',
    'auth/invalid-api-key': '로그인 설정에 문제가 있습니다(API 키). 고객센터로 알려 주세요.',
    'auth/already-initialized': '로그인 준비 중 문제가 생겼습니다. 페이지를 새로고침해 주세요.',
    'auth/emulator-config-failed': '로그인 준비 중 문제가 생겼습니다. 페이지를 새로고침해 주세요.',
    'auth/invalid-emulator-scheme': '로그인 설정에 문제가 있습니다(테스트 서버 주소). 고객센터로 알려 주세요.',
    'auth/operation-not-allowed': '지금은 사용할 수 없는 로그인 방법입니다.',
    'auth/argument-error': '요청 내용이 올바르지 않습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.',
    'auth/internal-error': '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    // Our own server
    'session/stale-sign-in': '로그인 확인 시간이 지났습니다. 다시 로그인해 주세요.',
    'session/invalid-token': '로그인 정보를 확인하지 못했습니다. 다시 로그인해 주세요.',
    'session/signed-out': '로그인이 필요합니다. 다시 로그인해 주세요.',
    'register/not-recorded': '가입 정보를 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  }),
)

// The same code can mean a different thing depending on what was being done.
const BY_ACTION: Partial<Record<AuthAction, Record<string, string>>> = {
  'sign-in': {
    'auth/too-many-requests': '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  },
  register: {
    'auth/too-many-requests': '가입 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  },
  reset: {
    'auth/too-many-requests': '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  },
  account: {
    'auth/too-many-requests': '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    // Re-entering the current password to change it.
    'auth/wrong-password': '현재 비밀번호가 올바르지 않습니다.',
    'auth/invalid-credential': '현재 비밀번호가 올바르지 않습니다.',
  },
}

const FALLBACK: Record<AuthAction, string> = {
  'sign-in': '로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  register: '가입하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  reset: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  action: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  account: '변경하지 못했습니다. 잠시 후 다시 시도해 주세요.',
}

const GENERIC_TOO_MANY = '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.'

/** The Korean message for a failure `code` met while doing `action`. */
export function authErrorMessage(code: string | undefined, action: AuthAction = 'sign-in'): string {
  if (!code) return FALLBACK[action]
  const specific = BY_ACTION[action]
  const worded = specific && Object.hasOwn(specific, code) ? specific[code] : undefined
  if (worded) return worded
  if (code === 'auth/too-many-requests') return GENERIC_TOO_MANY
  return MESSAGES.get(code) ?? FALLBACK[action]
}

/** Sign-in wording (kept for callers that only sign in). */
export const signInErrorMessage = (code: string | undefined): string => authErrorMessage(code, 'sign-in')

/** The `code` of a Firebase error (or anything shaped like one). */
export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code
  }
  return undefined
}

/** Our rate limit's answer: how long to wait, in Korean. */
export function rateLimitedMessage(action: AuthAction, retryAfterSeconds: number): string {
  const what = action === 'sign-in' ? '로그인 시도가' : action === 'register' ? '가입 요청이' : '요청이'
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `${what} 너무 많습니다. ${minutes}분 후에 다시 시도해 주세요.`
}

/** Logout could not be confirmed with Firebase: nothing changed, so the customer can simply try again. */
export const LOGOUT_FAILED_MESSAGE = '로그아웃하지 못했습니다. 다른 기기의 로그인까지 끝내야 해서 잠시 후 다시 시도해 주세요.'
