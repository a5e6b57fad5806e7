import { emulatorHost, refuseEmulatorOutsideLocalRun, serviceAccountJson } from '@storefront/rules/firebase-env'
import { refuseLocalRunAgainstRemote } from '@storefront/rules/local-run'
import { signingSecret } from '@storefront/rules/hmac.server'
import { LOCAL_PREVIEW_SECRET } from '@storefront/rules/preview-token.server'
import { LOCAL_SESSION_RECEIPT_SECRET } from '@storefront/rules/session-receipt.server'
import { RATE_LIMITS } from '@storefront/rules/rate-limit-budgets'
import { z } from 'zod'

// Server configuration (docs/contract.md). Parsed once, on the server entry's load, so a
// missing or unsafe setting stops the server at start instead of failing a visitor's request.

// A client's page renders: its bucket's size, refilled over `duration` seconds (docs/decisions/0078).
const PAGE_RENDERS = RATE_LIMITS.pageRenders.perAddress

const httpUrl = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''))

const schema = z
  .object({
    CMS_URL: httpUrl,
    SITE_URL: httpUrl,
    // The CMS's PostgreSQL, for the rate limits every replica shares (docs/decisions/0016). A role
    // allowed only on the rate_limits table is enough.
    RATE_LIMIT_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }),
    FIREBASE_PROJECT_ID: z.string().min(1),
    FIREBASE_API_KEY: z.string().min(1),
    FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost.optional(),
    FIREBASE_SERVICE_ACCOUNT: serviceAccountJson.optional(),
    // Both set: page views go to Google Analytics for Firebase (docs: README, Configuration).
    FIREBASE_APP_ID: z.string().min(1).optional(),
    FIREBASE_MEASUREMENT_ID: z
      .string()
      .regex(/^G-[A-Z0-9]+$/, 'a measurement id looks like G-XXXXXXX')
      .optional(),
    LOCAL_RUN: z.string().optional(),
    // The share of visits whose Web Vitals are measured and sent (docs/decisions/0074): 0 to 1.
    VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).optional(),
    ID_TOKEN_MAX_AGE_SECONDS: z.coerce.number().int().positive().default(300),
    // Firebase accepts session cookies of 5 minutes to 14 days.
    SESSION_COOKIE_DAYS: z.coerce.number().int().min(1).max(14).default(14),
    // Proxies in front of the storefront that append to X-Forwarded-For (rate limits per client,
    // docs/decisions/0016).
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    // Pages a client may have rendered (no cache answered them): a second, and at once after a
    // quiet while (docs/decisions/0078).
    RENDER_BUDGET_PER_SECOND: z.coerce
      .number()
      .positive()
      .default(PAGE_RENDERS.points / PAGE_RENDERS.duration),
    RENDER_BUDGET_BURST: z.coerce.number().int().min(1).default(PAGE_RENDERS.points),
    // Kakao Login (docs: README, Configuration). No REST API key: the Kakao button says it is unavailable.
    KAKAO_REST_API_KEY: z.string().min(1).optional(),
    KAKAO_CLIENT_SECRET: z.string().min(1).optional(),
    KAKAO_REDIRECT_URI: httpUrl.optional(),
    KAKAO_AUTHORIZE_URL: httpUrl.default('https://kauth.kakao.com/oauth/authorize'),
    KAKAO_TOKEN_URL: httpUrl.default('https://kauth.kakao.com/oauth/token'),
    KAKAO_USER_URL: httpUrl.default('https://kapi.kakao.com/v2/user/me'),
    // The Kakao (Daum) postcode search (docs/decisions/0059): its script, loaded when a customer
    // asks to search an address, and the origin of the search page it embeds in a frame. The CSP
    // allows these two and nothing else of the service.
    POSTCODE_SCRIPT_URL: httpUrl.default('https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js'),
    POSTCODE_FRAME_ORIGIN: httpUrl.default('https://postcode.map.daum.net').transform((url) => new URL(url).origin),
    // PortOne's browser SDK, which opens the carriers' identity verification (본인인증); the local
    // scripts point it at the stand-in (stand-ins/portone). The store and channel come from the CMS.
    PORTONE_BROWSER_SDK_URL: httpUrl.default('https://cdn.portone.io/v2/browser-sdk.js'),
    // Checks the CMS's draft-preview links; the CMS holds the same value (docs/decisions/0010).
    PREVIEW_SECRET: signingSecret.optional(),
    // Signs the receipts that spare the CMS a second session check; the CMS holds the same value
    // (docs/decisions/0028).
    SESSION_RECEIPT_SECRET: signingSecret.optional(),
  })
  .superRefine(refuseEmulatorOutsideLocalRun)
  .superRefine(refusePlainHttpOutsideLocalRun)
  .superRefine((env, context) => {
    if (env.LOCAL_RUN === '1') return
    for (const name of ['PREVIEW_SECRET', 'SESSION_RECEIPT_SECRET'] as const) {
      if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: 'is required unless LOCAL_RUN=1' })
    }
  })
  .transform((env) => ({
    cmsUrl: env.CMS_URL,
    rateLimitDatabaseUrl: env.RATE_LIMIT_DATABASE_URL,
    siteUrl: env.SITE_URL,
    localRun: env.LOCAL_RUN === '1',
    // Every visit on a local run (the journeys read them), a tenth in a deployment.
    vitalsSampleRate: env.VITALS_SAMPLE_RATE ?? (env.LOCAL_RUN === '1' ? 1 : 0.1),
    firebase: {
      projectId: env.FIREBASE_PROJECT_ID,
      apiKey: env.FIREBASE_API_KEY,
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
      serviceAccount: env.FIREBASE_SERVICE_ACCOUNT,
      appId: env.FIREBASE_APP_ID,
      measurementId: env.FIREBASE_MEASUREMENT_ID,
    },
    idTokenMaxAgeSeconds: env.ID_TOKEN_MAX_AGE_SECONDS,
    sessionCookieDays: env.SESSION_COOKIE_DAYS,
    trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    renderBudget: { perSecond: env.RENDER_BUDGET_PER_SECOND, burst: env.RENDER_BUDGET_BURST },
    previewSecret: env.PREVIEW_SECRET ?? LOCAL_PREVIEW_SECRET,
    sessionReceiptSecret: env.SESSION_RECEIPT_SECRET ?? LOCAL_SESSION_RECEIPT_SECRET,
    postcode: { scriptUrl: env.POSTCODE_SCRIPT_URL, frameOrigin: env.POSTCODE_FRAME_ORIGIN },
    portOneSdkUrl: env.PORTONE_BROWSER_SDK_URL,
    kakao: env.KAKAO_REST_API_KEY
      ? {
          restApiKey: env.KAKAO_REST_API_KEY,
          clientSecret: env.KAKAO_CLIENT_SECRET,
          redirectUri: env.KAKAO_REDIRECT_URI ?? `${env.SITE_URL}/auth/kakao/callback`,
          authorizeUrl: env.KAKAO_AUTHORIZE_URL,
          tokenUrl: env.KAKAO_TOKEN_URL,
          userUrl: env.KAKAO_USER_URL,
        }
      : null,
  }))

/** The code and the client secret travel to these URLs, and the scripts and frames run in our pages: only a local run may use plain http (the stand-ins). */
function refusePlainHttpOutsideLocalRun(
  env: {
    LOCAL_RUN?: string
    KAKAO_AUTHORIZE_URL: string
    KAKAO_TOKEN_URL: string
    KAKAO_USER_URL: string
    PORTONE_BROWSER_SDK_URL: string
    POSTCODE_SCRIPT_URL: string
    POSTCODE_FRAME_ORIGIN: string
  },
  ctx: z.RefinementCtx,
) {
  if (env.LOCAL_RUN === '1') return
  const names = ['KAKAO_AUTHORIZE_URL', 'KAKAO_TOKEN_URL', 'KAKAO_USER_URL', 'PORTONE_BROWSER_SDK_URL', 'POSTCODE_SCRIPT_URL', 'POSTCODE_FRAME_ORIGIN'] as const
  for (const name of names) {
    if (!env[name].startsWith('https:')) ctx.addIssue({ code: 'custom', path: [name], message: 'must be https outside a local run (LOCAL_RUN=1)' })
  }
}

export type ServerEnv = z.output<typeof schema>

/**
 * Parses a set of environment variables; throws one error listing every problem. `production`:
 * this is a production build (Vite fixes import.meta.env.PROD when it builds the server).
 */
export function parseServerEnv(source: Record<string, string | undefined>, production: boolean = import.meta.env.PROD): ServerEnv {
  // An empty variable (common in compose files and CI) means "not set".
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const result = schema
    .superRefine((env, context) => {
      const urls = { RATE_LIMIT_DATABASE_URL: env.rateLimitDatabaseUrl, SITE_URL: env.siteUrl }
      refuseLocalRunAgainstRemote({ localRun: env.localRun, production, urls }, context)
    })
    .safeParse(set)
  if (!result.success) {
    throw new Error(`Invalid storefront configuration:\n${z.prettifyError(result.error)}`)
  }
  return result.data
}

let env: ServerEnv | undefined

export function serverEnv(): ServerEnv {
  env ??= parseServerEnv(process.env)
  return env
}
