import type { AfterErrorHook } from 'payload'

// PostgreSQL's class 22, "data exception": a value the column or operator cannot take (an id
// "1.5", a number past the integer range, a date that is not one, a NUL byte).
const DATA_EXCEPTION = /^22/
// Payload's query builder meeting an operator a field type has none of (`near` on a date).
const UNKNOWN_OPERATOR = /operators\[queryOperator\] is not a function/

const MESSAGE = '요청을 처리할 수 없습니다. 주소와 조건, 보낸 내용을 확인해 주세요.'

function* chain(error: unknown) {
  for (let depth = 0; error instanceof Error && depth < 5; depth += 1) {
    yield error as Error & { code?: unknown }
    error = error.cause
  }
}

/**
 * A request the database or Payload's parsers could not read — a malformed percent-escape in the
 * path, `where` or a body that is not JSON, a value its column cannot hold — is the client's: a
 * 400 that changes nothing, never a 500 (e.g. `GET /api/posts?where[id][in]=a,b`). Found by
 * endpoints/noServerErrors.int.test.ts, which walks every route with such input.
 */
export const inputErrorsAre400: AfterErrorHook = ({ error }) => {
  for (const cause of chain(error)) {
    if (cause instanceof URIError || cause instanceof SyntaxError || DATA_EXCEPTION.test(String(cause.code ?? '')) || UNKNOWN_OPERATOR.test(cause.message)) {
      return { status: 400, response: { errors: [{ message: MESSAGE }] } }
    }
  }
}
