// What the browser and the server both know of a CMS that did not answer (cms-client.server's
// CmsUnavailable): its error's name, which survives the trip of a server function's error to the
// browser, and how long the visitor is asked to wait.

export const CMS_UNAVAILABLE = 'CmsUnavailable'

/** The Retry-After of the "try again shortly" page, in seconds. */
export const RETRY_AFTER_SECONDS = 30

/** Whether `error` is the CMS not answering: the page is "try again shortly", not a fault's. */
export const isCmsUnavailable = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === CMS_UNAVAILABLE
