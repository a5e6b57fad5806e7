import type { AfterErrorHook } from 'payload'
import { isStaff } from '@/access/isStaff'

const HANGUL = /[가-힣]/

/** Payload's own English messages that consumers can meet, said in Korean. */
const KNOWN: Record<string, string> = {
  'Invalid filename.': '파일 이름이 올바르지 않습니다. 다른 이름으로 올려 주세요.',
  'Invalid filename': '파일 이름이 올바르지 않습니다. 다른 이름으로 올려 주세요.',
}

/** What each status means to a consumer, for an English message nobody translated. */
const BY_STATUS: Record<number, string> = {
  400: '요청을 처리할 수 없습니다. 입력한 내용을 확인해 주세요.',
  401: '로그인이 필요합니다.',
  403: '권한이 없습니다.',
  404: '찾을 수 없습니다.',
  413: '파일이 너무 큽니다.',
  429: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
}
const OTHERWISE = '일시적인 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.'

/**
 * Every refusal a consumer or visitor gets from the CMS speaks Korean: some of Payload's checks
 * (a path in an upload's filename, a body that is not JSON) answer in English before any hook of
 * ours can. Staff keep Payload's own words; field details (`data`) are kept as they are.
 */
export const koreanErrors: AfterErrorHook = ({ error, req, result }) => {
  if (!result) return
  const { status = 500, isPublic } = error as { status?: number; isPublic?: boolean }
  // Our own refusals (APIErrors in Korean) lose their message in a production build: the minified
  // class has no name, and Payload answers "An unknown error occurred." for an error without one.
  // Staff need them as much as customers (the admin's toast is how the desk learns why).
  const ours = isPublic && HANGUL.test(error.message) && result.errors?.length === 1 ? error.message : undefined
  const staff = isStaff({ req })
  if (staff && !ours) return
  const errors = result.errors?.map((entry) =>
    HANGUL.test(entry.message ?? '') ? entry : { ...entry, message: ours ?? KNOWN[entry.message ?? ''] ?? BY_STATUS[status] ?? OTHERWISE },
  )
  return { response: { ...result, errors } }
}
