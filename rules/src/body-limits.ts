// Shared by Payload's config and cms/server.mjs (run by Node without a build: plain values only).

/** The largest file any collection takes (Payload's multipart limit); Attachments limits consumers further. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024

/** The most any request body to the CMS may carry: the largest file and the form around it. */
export const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024

export const BODY_TOO_LARGE_MESSAGE = `보낸 내용이 너무 큽니다. 파일은 ${MAX_UPLOAD_BYTES / 1024 / 1024}MB 이하로 올려 주세요.`
