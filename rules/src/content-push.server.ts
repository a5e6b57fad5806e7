// The push half of public content freshness (docs/contract.md, docs/decisions/0025): the CMS
// NOTIFYs on CONTENT_VERSION_CHANNEL when a public edit commits, and each storefront replica
// LISTENs on one connection of its own. The storefront imports this module as
// `@storefront/rules/content-push.server`; keep it free of Payload and Next imports.
import pg from 'pg'

export const CONTENT_VERSION_CHANNEL = 'content_version'

export interface ContentPushOptions {
  connectionString: string
  /** Something may have changed: a notification, or a (re)connection after which one may have been missed. */
  onChange: () => void
  onError?: (error: Error) => void
  /** Wait before reconnecting after a lost connection (doubles up to 30 s). */
  retryMs?: number
}

export interface ContentPush {
  /** True while the connection is up and listening. */
  listening: () => boolean
  stop: () => Promise<void>
}

/**
 * Listens for content version notices, reconnecting for as long as it runs. Polling stays the
 * fallback: while this is down, an edit still shows after the next poll.
 */
export function listenForContentChanges(options: ContentPushOptions): ContentPush {
  const onError = options.onError ?? (() => {})
  const firstRetryMs = options.retryMs ?? 1_000
  let retryMs = firstRetryMs
  let client: pg.Client | undefined
  let up = false
  let stopped = false
  let timer: NodeJS.Timeout | undefined

  const reconnectLater = () => {
    up = false
    if (stopped || timer) return
    timer = setTimeout(() => {
      timer = undefined
      void connect()
    }, retryMs)
    timer.unref()
    retryMs = Math.min(retryMs * 2, 30_000)
  }

  const connect = async () => {
    const next = new pg.Client({ connectionString: options.connectionString, connectionTimeoutMillis: 5_000, keepAlive: true })
    client = next
    next.on('notification', ({ channel }) => {
      if (channel === CONTENT_VERSION_CHANNEL) options.onChange()
    })
    // Only the current connection's loss counts: an old one ending late must not start another.
    next.on('error', (error) => {
      if (client !== next) return
      onError(error)
      void next.end().catch(() => {})
      reconnectLater()
    })
    next.on('end', () => {
      if (client === next) reconnectLater()
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${CONTENT_VERSION_CHANNEL}`)
      if (stopped) return void (await next.end())
      up = true
      retryMs = firstRetryMs
      // Edits made while no connection listened were not heard.
      options.onChange()
    } catch (error) {
      onError(error as Error)
      void next.end().catch(() => {})
      reconnectLater()
    }
  }

  void connect()
  return {
    listening: () => up,
    stop: async () => {
      stopped = true
      if (timer) clearTimeout(timer)
      up = false
      await client?.end().catch(() => {})
    },
  }
}
