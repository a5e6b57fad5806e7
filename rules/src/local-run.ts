// The rule both servers apply to LOCAL_RUN=1 (docs/decisions/0016). The storefront imports this
// module as `@storefront/rules/local-run`; keep it free of Payload and Next imports.
import type { z } from 'zod'

/** Hosts that can only be this machine. */
const LOOPBACK = /^(localhost|[\w-]+\.localhost|127(\.\d{1,3}){3}|\[?::1\]?)$/i

/** True when `url` names this machine (or is not a URL at all: other rules report that). */
export function isLocalUrl(url: string): boolean {
  try {
    return LOOPBACK.test(new URL(url).hostname)
  } catch {
    return true
  }
}

/**
 * LOCAL_RUN=1 relaxes the rules (the Auth Emulator, fixed dev secrets, plain-http stand-ins). A
 * production build started that way against a database or a site that is not on this machine is
 * a deployment with a mistaken variable: refuse to boot rather than run a real site on dev
 * secrets. `urls` names the variables to check, e.g. { DATABASE_URL, SITE_URL }.
 */
export function refuseLocalRunAgainstRemote(
  env: { localRun: boolean; production: boolean; urls: Record<string, string | undefined> },
  context: z.RefinementCtx,
) {
  if (!env.localRun || !env.production) return
  for (const [name, url] of Object.entries(env.urls)) {
    if (url && !isLocalUrl(url)) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: 'points to another machine, but LOCAL_RUN=1 (dev secrets and the Auth Emulator) is set in a production build: unset LOCAL_RUN',
      })
    }
  }
}
