// How busy the whole machine's CPU is, from /proc/stat: the suite reports what it used, and the
// bench waits for a quiet machine before measuring what a phone's CPU would feel.
import { readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

/** Busy and available core-seconds of the whole machine since `start` (from /proc/stat), or null off Linux. */
export function cpuSince(start) {
  const now = cpuTimes()
  if (!start || !now) return null
  const busy = now.busy - start.busy
  const total = now.total - start.total
  const perSecond = 100 // USER_HZ
  return { busySeconds: Math.round(busy / perSecond), availableSeconds: Math.round(total / perSecond), busyPercent: Math.round((busy / total) * 100) }
}

export function cpuTimes() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number)
    const idle = fields[3] + fields[4]
    const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0)
    return { busy: total - idle, total }
  } catch {
    return null
  }
}

/**
 * Resolves once the machine has been at most `busyPercent` busy over a whole `windowMs`, or when
 * `timeoutMs` has passed; says which, with the last window's figure. Off Linux it does not wait.
 */
export async function waitForQuietCpu({ busyPercent = 10, windowMs = 5000, timeoutMs = 180_000 } = {}) {
  const started = Date.now()
  for (;;) {
    const start = cpuTimes()
    if (!start) return { quiet: null, busyPercent: null, waitedSeconds: 0 }
    await sleep(windowMs)
    const busy = cpuSince(start).busyPercent
    const waitedSeconds = Math.round((Date.now() - started) / 1000)
    if (busy <= busyPercent) return { quiet: true, busyPercent: busy, waitedSeconds }
    if (Date.now() - started >= timeoutMs) return { quiet: false, busyPercent: busy, waitedSeconds }
  }
}
