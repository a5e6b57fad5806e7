// Server functions are public HTTP endpoints: anyone can send them anything. Input a validator
// refuses is the caller's fault, so it answers 400 with a Korean message, not Start's default 500
// (which also logs it as a server error). No zod here: lookupRedirect's check runs in the browser.

export const INVALID_INPUT_MESSAGE = '요청 내용이 올바르지 않습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.'

/** A call to a server function this build does not have: most likely a page opened before a new version. */
export const UNKNOWN_FUNCTION_MESSAGE = '요청하신 기능을 찾을 수 없습니다. 사이트가 새 버전으로 바뀌었을 수 있으니 페이지를 새로고침해 주세요.'

/** A state-changing request another site (or another origin of ours) made in a visitor's browser. */
export const CROSS_SITE_MESSAGE = '다른 사이트에서 보낸 요청은 처리하지 않습니다. 이 사이트에서 직접 다시 시도해 주세요.'

/** Start answers an error carrying `status` with that status (start-server-core, getErrorStatus). */
export class InvalidInput extends Error {
  readonly status = 400
  readonly statusText = 'Bad Request'
  constructor() {
    super(INVALID_INPUT_MESSAGE)
    this.name = 'InvalidInput'
  }
}

type Schema<T> = { safeParse(input: unknown): { success: true; data: T } | { success: false } }

/** A server function validator from a zod schema that refuses bad input with a 400. */
export const validInput =
  <T>(schema: Schema<T>) =>
  (input: unknown): T => {
    const result = schema.safeParse(input)
    if (!result.success) throw new InvalidInput()
    return result.data
  }
