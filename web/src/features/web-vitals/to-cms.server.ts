import { MAX_REPORTS_PER_BATCH, type VitalReport } from '@storefront/rules/web-vitals'
import { createServerCredential, STOREFRONT_SERVER_HEADER } from '@storefront/rules/storefront-server.server'
import { serverEnv } from '~/env.server'
import { cms } from '~/features/cms/cms-client.server'

// The storefront gathers its visitors' Web Vitals and hands them to the CMS a batch at a time
// (docs/decisions/0074): at most every FLUSH_MS, or at once when a batch is full. A batch the CMS
// does not take is dropped and logged: these are samples, not records anyone is owed. Held in this
// process's memory, so a replica stopped between two batches loses at most FLUSH_MS of them.

const FLUSH_MS = 5_000
/** While the CMS is away, no more than this waits; the rest is dropped. */
const MAX_WAITING = 5 * MAX_REPORTS_PER_BATCH

const waiting: VitalReport[] = []
let timer: NodeJS.Timeout | undefined

export function queueForCms(reports: VitalReport[]): void {
  waiting.push(...reports.slice(0, Math.max(0, MAX_WAITING - waiting.length)))
  if (waiting.length >= MAX_REPORTS_PER_BATCH) void flush()
  else if (!timer) {
    timer = setTimeout(() => void flush(), FLUSH_MS)
    timer.unref()
  }
}

async function flush(): Promise<void> {
  clearTimeout(timer)
  timer = undefined
  while (waiting.length) {
    const reports = waiting.splice(0, MAX_REPORTS_PER_BATCH)
    try {
      const headers = { [STOREFRONT_SERVER_HEADER]: createServerCredential('web-vitals', serverEnv().sessionReceiptSecret) }
      await cms().post('/api/web-vitals/batch', { reports }, { headers })
    } catch (error) {
      console.warn(`[web-vitals] ${reports.length} reports dropped: ${(error as Error).message}`)
    }
  }
}
