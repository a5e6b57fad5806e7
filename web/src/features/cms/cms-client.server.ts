import type { Config } from '@storefront/cms/payload-types'
import { stringify } from 'qs-esm'
import { CLIENT_RECEIPT_HEADER, createClientReceipt } from '@storefront/rules/client-receipt.server'
import { SESSION_RECEIPT_HEADER } from '@storefront/rules/session-receipt.server'
import { serverEnv } from '~/env.server'
import { noteCmsUnavailable, requestIdHeaders } from '~/features/observability/request-context.server'
import { requestClient } from '~/features/rate-limits/request-client.server'
import { CMS_UNAVAILABLE } from './cms-unavailable'
import { sessionReceiptFor } from './session-receipts.server'

// The one way the storefront talks to the CMS (decision 0004): every request to the CMS REST API
// goes through here, with one timeout policy and one error type. Typed from the CMS's generated
// `payload-types.ts`, so a renamed field breaks the type check, not a page.

type Collections = Config['collections']
type Globals = Config['globals']
type CollectionSlug = keyof Collections
type GlobalSlug = keyof Globals

/**
 * How long a CMS request may take, by what it is for. A read that times out is sent once more with
 * the same time (a CMS busy for a moment answers the second), so a hung CMS leaves the visitor the
 * Korean "try again shortly" page within about 6 s (decision 0047).
 */
export const CMS_TIMEOUTS = {
  /**
   * Content: a page waits on it. A hung CMS must leave a visitor with the error screen within
   * 5 s, rather than a page that never finishes (e2e/faults.spec.ts).
   */
  content: 3_000,
  /** A consumer's own records (session or ID token): 5 s here showed /user's error screen after 6.5 s. */
  consumer: 3_000,
  /** Health checks and the content-version poll: the callers give up after a few seconds themselves, and ask again. */
  probe: 2_000,
  /**
   * A visitor's write (a form post, a check they pressed a button for): worth waiting for rather
   * than failing while the CMS is busy, and safe to retry (idempotency keys). CI saw a genuineness
   * check give up at 3 s while staff were loading admin pages on the same two cores.
   */
  write: 10_000,
  /** Uploaded files, streamed through to the browser. */
  file: 10_000,
} as const

/** One field the CMS refused, named by its path in the record (`returnAddress.postalCode`). */
export interface CmsFieldError {
  path: string
  message: string
}

/** Any answer of the CMS other than success, or no answer at all (`status` 0). */
export class CmsError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    /** The CMS's Korean message for the consumer, when it gave one. */
    readonly consumerMessage?: string,
    options?: ErrorOptions,
    /** The fields it refused, each with its own message (Payload's ValidationError). */
    readonly fields: readonly CmsFieldError[] = [],
  ) {
    super(`CMS answered ${status} for ${path}${consumerMessage ? `: ${consumerMessage}` : ''}`, options)
  }
}

type ErrorBody = { errors?: Array<{ message?: string; data?: unknown }> } | null

/** The refused fields of an answer: Payload's ValidationError carries them as `data.errors[]`. */
export function fieldErrorsOf(body: ErrorBody): CmsFieldError[] {
  const data = body?.errors?.[0]?.data as { errors?: unknown } | undefined
  const listed = Array.isArray(data?.errors) ? (data.errors as unknown[]) : []
  return listed.flatMap((entry) => {
    const { path, message } = (entry ?? {}) as { path?: unknown; message?: unknown }
    return typeof path === 'string' && typeof message === 'string' ? [{ path, message }] : []
  })
}

/**
 * The CMS gave no answer in time, even to a read sent twice, or said it cannot answer now (502,
 * 503, 504): the page is a 503 "try again shortly", not the error screen of a fault (server.ts,
 * layout/ErrorPage). Its name survives the trip of a server function's error to the browser.
 */
class CmsUnavailable extends CmsError {
  override readonly name = CMS_UNAVAILABLE
  constructor(status: number, path: string, options?: ErrorOptions) {
    super(status, path, undefined, options)
    // Whatever catches it, the request's page is then a 503 if it fails (server.ts).
    noteCmsUnavailable()
  }
}

/**
 * Whose request it is. Public content goes without a credential. A consumer's goes with their
 * Firebase credential (docs/contract.md, "Consumer credentials"), so the CMS applies its own
 * access rules to them: the session cookie, or a fresh ID token right after sign-in. A draft
 * preview carries its signed token. The storefront holds no privileged CMS credential.
 */
export type CmsCredential = { session: string } | { idToken: string } | { previewToken: string }

/** The query parameters of Payload's REST API, nested objects in its bracket notation. */
export interface CmsQuery {
  depth?: number
  limit?: number
  pagination?: boolean
  sort?: string
  where?: Record<string, unknown>
  select?: readonly string[]
  /** Which fields of related records to populate, by collection: `{ devices: { serialNumber: true } }`. */
  populate?: Record<string, Record<string, boolean>>
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH'
  /** JSON, or a multipart form (an upload) sent as it is. */
  body?: unknown
  timeoutMs?: number
  /** A read that times out is sent once more, unless its caller polls and would rather ask again itself. */
  retry?: boolean
  headers?: Record<string, string>
}

/** `where[active][equals]=true`, `select[name]=true`: Payload's `qs` notation, written by the `qs` Payload reads it with. */
export function queryString({ select, ...rest }: CmsQuery = {}): string {
  const selected = select && Object.fromEntries(select.map((field) => [field, true]))
  return stringify({ ...rest, ...(selected && { select: selected }) }, { addQueryPrefix: true })
}

/** The headers that carry `credential` to the CMS (docs/contract.md). */
export function credentialHeaders(credential: CmsCredential | undefined): Record<string, string> {
  if (!credential) return {}
  if ('session' in credential) {
    const receipt = sessionReceiptFor(credential.session)
    return { 'x-firebase-session': credential.session, ...(receipt && { [SESSION_RECEIPT_HEADER]: receipt }) }
  }
  if ('idToken' in credential) return { authorization: `Bearer ${credential.idToken}` }
  return { 'x-preview-token': credential.previewToken }
}

/**
 * The visitor this request is made for, signed (docs/decisions/0032): the CMS's per-client limits
 * then count the visitor, not the storefront. None outside a visitor's request (the content poll).
 */
function visitorHeaders(): Record<string, string> {
  let address: string
  try {
    address = requestClient()
  } catch {
    return {}
  }
  return { [CLIENT_RECEIPT_HEADER]: createClientReceipt(address, serverEnv().sessionReceiptSecret) }
}

/** The CMS's answer as it came, for callers that stream it (uploaded files); never throws. */
export async function cmsResponse(path: string, headers: Record<string, string> = {}): Promise<Response | null> {
  return fetch(`${serverEnv().cmsUrl}${path}`, { headers: { ...headers, ...requestIdHeaders() }, signal: AbortSignal.timeout(CMS_TIMEOUTS.file) }).catch(
    () => null,
  )
}

function defaultTimeout(credential: CmsCredential | undefined, method: RequestOptions['method']): number {
  if (method && method !== 'GET') return CMS_TIMEOUTS.write
  return credential && ('session' in credential || 'idToken' in credential) ? CMS_TIMEOUTS.consumer : CMS_TIMEOUTS.content
}

const timedOut = (error: unknown) => error instanceof DOMException && error.name === 'TimeoutError'
const UNAVAILABLE_STATUSES = new Set([502, 503, 504])

async function request<T>(path: string, credential: CmsCredential | undefined, options: RequestOptions = {}): Promise<T> {
  const read = (options.method ?? 'GET') === 'GET'
  let response: Response
  try {
    response = await send(path, credential, options).catch((error: unknown) => {
      // A read is safe to send again; a write has its own retry (idempotency keys, the visitor's button).
      if (read && options.retry !== false && timedOut(error)) return send(path, credential, options)
      throw error
    })
  } catch (error) {
    if (read) throw new CmsUnavailable(0, path, { cause: error })
    throw new CmsError(0, path, undefined, { cause: error })
  }
  const body = (await response.json().catch(() => null)) as ErrorBody
  if (read && UNAVAILABLE_STATUSES.has(response.status)) throw new CmsUnavailable(response.status, path)
  if (!response.ok) throw new CmsError(response.status, path, body?.errors?.[0]?.message, undefined, fieldErrorsOf(body))
  return body as T
}

function send(path: string, credential: CmsCredential | undefined, options: RequestOptions): Promise<Response> {
  return fetch(`${serverEnv().cmsUrl}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      ...options.headers,
      ...visitorHeaders(),
      // The CMS logs the visitor's request id beside its own line (docs/decisions/0044).
      ...requestIdHeaders(),
      ...credentialHeaders(credential),
      accept: 'application/json',
      ...(options.body !== undefined && !(options.body instanceof FormData) && { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : options.body instanceof FormData ? options.body : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? defaultTimeout(credential, options.method)),
  })
}

/** A consumer's create sent again (a retry, a double click) makes no second record (the CMS's idempotentCreate). */
interface CreateOptions {
  idempotencyKey?: string
}

const createHeaders = (options?: CreateOptions) => (options?.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : undefined)

export interface CmsClient {
  find<S extends CollectionSlug>(slug: S, query?: CmsQuery): Promise<{ docs: Collections[S][] }>
  findByID<S extends CollectionSlug>(slug: S, id: number | string, query?: CmsQuery): Promise<Collections[S]>
  global<S extends GlobalSlug>(slug: S, query?: CmsQuery): Promise<Globals[S]>
  create<S extends CollectionSlug>(slug: S, data: Partial<Collections[S]>, query?: CmsQuery, options?: CreateOptions): Promise<Collections[S]>
  /** A new record of an upload collection: the file and the record's other fields. */
  upload<S extends CollectionSlug>(slug: S, file: File, data: Partial<Collections[S]>, options?: CreateOptions): Promise<Collections[S]>
  update<S extends CollectionSlug>(slug: S, id: number | string, data: Partial<Collections[S]>, query?: CmsQuery): Promise<Collections[S]>
  /** The signed-in consumer's record in an auth collection, or null when the CMS does not know them. */
  me<S extends keyof Config['auth'] & CollectionSlug>(slug: S): Promise<Collections[S] | null>
  /** A custom endpoint of the CMS (docs/contract.md). */
  get<T>(path: string, options?: { timeoutMs?: number; retry?: boolean }): Promise<T>
  post<T>(path: string, body: unknown, options?: { headers?: Record<string, string> }): Promise<T>
}

/** The CMS, asked anonymously or on behalf of `credential`. */
export function cms(credential?: CmsCredential): CmsClient {
  return {
    find: (slug, query) => request(`/api/${slug}${queryString(query)}`, credential),
    findByID: (slug, id, query) => request(`/api/${slug}/${encodeURIComponent(id)}${queryString(query)}`, credential),
    global: (slug, query) => request(`/api/globals/${slug}${queryString(query)}`, credential),
    create: async (slug, data, query, options) =>
      (await request<{ doc: never }>(`/api/${slug}${queryString(query)}`, credential, { method: 'POST', body: data, headers: createHeaders(options) })).doc,
    upload: async (slug, file, data, options) => {
      const form = new FormData()
      form.append('file', file, file.name)
      form.append('_payload', JSON.stringify(data))
      const sent = { method: 'POST' as const, body: form, headers: createHeaders(options), timeoutMs: CMS_TIMEOUTS.file }
      return (await request<{ doc: never }>(`/api/${slug}?depth=0`, credential, sent)).doc
    },
    update: async (slug, id, data, query) =>
      (await request<{ doc: never }>(`/api/${slug}/${encodeURIComponent(id)}${queryString(query)}`, credential, { method: 'PATCH', body: data })).doc,
    me: async (slug) => (await request<{ user: never }>(`/api/${slug}/me`, credential)).user ?? null,
    get: (path, options) => request(path, credential, options),
    post: (path, body, options) => request(path, credential, { method: 'POST', body, headers: options?.headers }),
  }
}
