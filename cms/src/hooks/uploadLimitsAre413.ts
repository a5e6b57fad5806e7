import type { AfterErrorHook } from 'payload'
import { MAX_UPLOAD_BYTES } from '@storefront/rules/body-limits'

// What Payload's multipart parser says when a request passes its limits.
const LIMIT_REACHED = /^(File size limit has been reached|Multipart (request size )?limit has been reached)$/

/**
 * A file past the upload limit is the client's: a 413 that says so in Korean. Payload's parser
 * refuses it with a 413, but rethrows its message as a plain error, answered as a 500.
 */
export const uploadLimitsAre413: AfterErrorHook = ({ error }) => {
  if (!LIMIT_REACHED.test(error.message)) return
  const message = `파일이 너무 큽니다. ${MAX_UPLOAD_BYTES / 1024 / 1024}MB 이하로 올려 주세요.`
  return { status: 413, response: { errors: [{ message }] } }
}
