// How both servers log (docs/decisions/0044): pino with the same field names, JSON in production,
// a short readable line in dev; and what no log may hold: e-mail addresses, phone numbers,
// credentials. Known fields are redacted by pino (LOG_REDACT_PATHS); free text (messages, error
// stacks, paths) goes through maskText. Imported by cms/server.mjs, which Node runs without types:
// only type imports, and no TypeScript-only syntax.
import type { DestinationStream, LoggerOptions } from 'pino'

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g
// Korean mobile numbers: 010-1234-5678, 010 1234 5678, 01012345678, +82 10-1234-5678.
const PHONE = /(?<![\d])(?:\+82[-. ]?|0)1[016789][-. ]?\d{3,4}[-. ]?\d{4}(?![\d])/g
// Three base64url parts, the first a JSON header: Firebase ID tokens and session cookies, Payload's.
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g
const SCHEME_CREDENTIAL = /\b(Bearer|JWT|Basic)\s+[^\s,;"']+/gi
// token=, code=, oobCode=, session=, api_key=, password=… in a query string, a cookie or a form.
const SECRET_PAIR = /\b([\w-]*(?:token|code|secret|password|session|key|signature)[\w-]*)=[^&\s;,"']+/gi

/** `text` with e-mail addresses, phone numbers and credentials replaced by placeholders. */
export function maskText(text: string): string {
  return text
    .replace(SCHEME_CREDENTIAL, '$1 [token]')
    .replace(JWT, '[token]')
    .replace(SECRET_PAIR, '$1=[redacted]')
    .replace(EMAIL, '[email]')
    .replace(PHONE, '[phone]')
}

// Query values a log may keep as they are: a page number, a flag, a sort order. Anything else could
// be a search for someone's name, an address, a code.
const HARMLESS_NAMES = new Set(['page', 'limit', 'depth', 'sort', 'pagination', 'draft', 'locale', 'region', 'category', 'tab'])
const HARMLESS_VALUE = /^[\w.,:-]{1,32}$/
const SHORT_NUMBER_OR_FLAG = /^(?:\d{1,6}|true|false)$/

/**
 * The path of `url` for a log line: the query's names kept, its values only when harmless,
 * everything masked as free text.
 */
export function loggablePath(url: string): string {
  const queryAt = url.indexOf('?')
  const path = maskText(queryAt === -1 ? url : url.slice(0, queryAt))
  if (queryAt === -1) return path
  const pairs = url
    .slice(queryAt + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const equalsAt = pair.indexOf('=')
      if (equalsAt === -1) return maskText(pair)
      const [name, value] = [pair.slice(0, equalsAt), pair.slice(equalsAt + 1)]
      const keep = SHORT_NUMBER_OR_FLAG.test(value) || (HARMLESS_NAMES.has(name) && HARMLESS_VALUE.test(value))
      return `${maskText(name)}=${keep ? maskText(value) : '~'}`
    })
  return `${path}?${pairs.join('&')}`
}

/** Fields pino removes from any log object, wherever a caller put them. */
export const LOG_REDACT_PATHS = [
  'authorization',
  'cookie',
  'password',
  'token',
  'idToken',
  'email',
  'phone',
  '*.authorization',
  '*.cookie',
  '*.password',
  '*.token',
  '*.idToken',
  '*.email',
  '*.phone',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["x-firebase-session"]',
  '*.headers["x-preview-token"]',
  '*.headers["x-session-receipt"]',
  '*.headers["set-cookie"]',
]

export type LogService = 'web' | 'cms'

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

/** LOG_LEVEL when it names a pino level, else `info`. */
export function logLevel(given: string | undefined): string {
  return given && LEVELS.includes(given) ? given : 'info'
}

/** An error as a log field: its name, code and masked message and stack. */
function errorField(error: unknown): unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? maskText(error) : error
  const code = (error as { code?: unknown }).code
  return { type: error.name, message: maskText(error.message), ...(code !== undefined && { code }), ...(error.stack && { stack: maskText(error.stack) }) }
}

/** Options of `service`'s logger; `instance` (INSTANCE_ID, when replicas are named) goes on every line. */
export function logOptions(service: LogService, level: string | undefined, instance?: string): LoggerOptions {
  return {
    level: logLevel(level),
    base: { service, ...(instance && { instance }) },
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    // Level names, not numbers: what a person grepping the log types.
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: errorField, error: errorField },
    hooks: {
      // Free text (a message, an interpolated value) is masked as it is logged.
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? maskText(arg) : arg)) as Parameters<typeof method>)
      },
    },
  }
}

/**
 * Where dev logs go: one short line per entry (time, level, message, the request's fields),
 * instead of JSON nobody reads in a terminal.
 */
export function readableLines(write: (line: string) => void): DestinationStream {
  return {
    write(json: string) {
      try {
        const { time, level, msg, service: _service, err, ...fields } = JSON.parse(json) as Record<string, unknown>
        const at = typeof time === 'string' ? time.slice(11, 19) : ''
        const rest = Object.entries(fields)
          .map(([name, value]) => `${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
          .join(' ')
        const error = err && typeof err === 'object' && 'message' in err ? ` (${String(err.message)})` : ''
        write(`${at} ${String(level)} ${String(msg ?? '')}${error} ${rest}`.trimEnd() + '\n')
      } catch {
        write(json)
      }
    },
  }
}

/** A client that left before its answer (Node's `aborted`, a reset socket): nothing went wrong here. */
export function clientWentAway(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return error.message === 'aborted' || error.name === 'AbortError' || (error as { code?: unknown }).code === 'ECONNRESET'
}
