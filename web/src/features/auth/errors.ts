// Korean wording for sign-in failures. Codes come from the Firebase web SDK (`auth/…`) and from
// our own session exchange (`session/…`, see session.server.ts).

const MESSAGES = new Map<string, string>(Object.entries({
  'auth/invalid-email': '이메일 주소 형식이 올바르지 않습니다.',
  'auth/missing-email': '이메일을 입력해 주세요.',
  'auth/missing-password': '비밀번호를 입력해 주세요.',
  'auth/user-not-found': '가입되지 않은 이메일입니다. 이메일 주소를 다시 확인해 주세요.',
  'auth/wrong-password': '비밀번호가 올바르지 않습니다.',
  // Projects with e-mail enumeration protection report both cases as one code.
  'auth/invalid-credential': '이메일 또는 비밀번호가 올바르지 않습니다.',
  'auth/too-many-requests': '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  'auth/user-disabled': '이용이 중지된 계정입니다. 고객센터로 문의해 주세요.',
  'auth/network-request-failed': '네트워크 연결이 원활하지 않습니다. 연결 상태를 확인한 뒤 다시 시도해 주세요.',
  'session/stale-sign-in': '로그인 확인 시간이 지났습니다. 다시 로그인해 주세요.',
  'session/invalid-token': '로그인 정보를 확인하지 못했습니다. 다시 로그인해 주세요.',
}))

const FALLBACK = '로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.'

export function signInErrorMessage(code: string | undefined): string {
  return (code && MESSAGES.get(code)) || FALLBACK
}

/** The `code` of a Firebase error (or anything shaped like one). */
export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code
  }
  return undefined
}
