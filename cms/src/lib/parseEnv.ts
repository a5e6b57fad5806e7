// How the CMS environment is validated (docs/contract.md); src/env.ts applies it at boot.
import { z } from 'zod'
import { emulatorHost, refuseEmulatorOutsideLocalRun, serviceAccountJson } from '@storefront/rules/firebase-env'
import { refuseLocalRunAgainstRemote } from '@storefront/rules/local-run'
import { signingSecret } from '@storefront/rules/hmac.server'
import { LOCAL_PREVIEW_SECRET } from '@storefront/rules/preview-token.server'
import { LOCAL_SESSION_RECEIPT_SECRET } from '@storefront/rules/session-receipt.server'
import { isKoreanPhone, normaliseMobile } from '@storefront/rules/phone'
import { noticeKinds, type NoticeKind } from '../notices/templates'
import { adminNetworks } from './adminNetworks'

/** Used only when LOCAL_RUN=1, so a checkout runs without any setup. */
const LOCAL_PAYLOAD_SECRET = 'storefront-local-only-payload-secret'

/**
 * `next build` evaluates the config while collecting pages, but the build output holds code, not
 * these values: the server validates the real environment when it starts. So the build runs on
 * placeholders, whatever environment it was given.
 */
const BUILD_PLACEHOLDERS = {
  DATABASE_URL: 'postgres://build:build@127.0.0.1:5432/build',
  PAYLOAD_SECRET: 'next-build-placeholder-secret-not-used-at-runtime',
  WEB_URL: 'http://localhost:3000',
  CMS_PUBLIC_URL: 'http://localhost:3001',
  FIREBASE_PROJECT_ID: 'build-placeholder',
  PREVIEW_SECRET: 'next-build-placeholder-preview-secret-not-used',
  SESSION_RECEIPT_SECRET: 'next-build-placeholder-receipt-secret-not-used',
}

const schema = z
  .object({
    LOCAL_RUN: z
      .string()
      .optional()
      .transform((value) => value === '1'),
    // `next start` sets production; `next dev`, the tests and the scripts (migrate, seed) do not.
    NODE_ENV: z.string().optional(),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }),
    PAYLOAD_SECRET: z.string().optional(),
    WEB_URL: z.url().optional(),
    // The admin panel's own origin, as staff's browsers reach it: the only origin its cookie counts from.
    CMS_PUBLIC_URL: z.url().optional(),
    FIREBASE_PROJECT_ID: z.string().optional(),
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost.optional(),
    FIREBASE_SERVICE_ACCOUNT: serviceAccountJson.optional(),
    UPLOADS_DIR: z.string().optional(),
    // Object storage for uploads (docs/decisions/0042): with S3_BUCKET set, files go to that bucket
    // of any S3-compatible service instead of UPLOADS_DIR. Credentials unset: the SDK's own chain
    // (an instance role, AWS_* variables).
    S3_BUCKET: z.string().optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    // Buckets addressed as <endpoint>/<bucket>, as most self-hosted services need.
    S3_FORCE_PATH_STYLE: z
      .string()
      .optional()
      .transform((value) => value === 'true'),
    // Proxies of ours in front of the CMS that append to X-Forwarded-For (rate limits per client,
    // docs/decisions/0016).
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    // Whether this process runs the jobs queue (status mails) every few seconds: `false` on a
    // replica that should only serve requests while others, or a worker, run it.
    JOBS_AUTORUN: z
      .string()
      .optional()
      .transform((value) => value !== 'false'),
    // Signs draft-preview links; the storefront holds the same value (docs/decisions/0010).
    PREVIEW_SECRET: signingSecret.optional(),
    // Checks the storefront's receipts for the sessions it has checked; the storefront holds the
    // same value (docs/decisions/0028).
    SESSION_RECEIPT_SECRET: signingSecret.optional(),
    // Outgoing mail (A/S status mails, staff password resets) through SMTP; dev and tests point it
    // at the local catcher (stand-ins/mail). Without SMTP_HOST, Payload writes mails to the log.
    SMTP_HOST: z.string().optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_SECURE: z
      .string()
      .optional()
      .transform((value) => value === 'true'),
    SMTP_USER: z.string().optional(),
    SMTP_PASSWORD: z.string().optional(),
    MAIL_FROM_ADDRESS: z.email().default('no-reply@storefront.test'),
    MAIL_FROM_NAME: z.string().default('VAPORE 관리자 패널'),
    // PortOne's identity verification (본인인증, docs/decisions/0060): the store, its identity-
    // verification channel and the V2 API secret; the local scripts point them at the stand-in.
    // Unset: adult-only steps say identity verification is unavailable.
    PORTONE_STORE_ID: z.string().optional(),
    PORTONE_CHANNEL_KEY: z.string().optional(),
    PORTONE_API_SECRET: z.string().optional(),
    PORTONE_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.portone.io'),
    // The key the carriers' CI is hashed with, so one person is one person across accounts; keep it
    // as long as the accounts: a new key makes every verified person a stranger to the last.
    IDENTITY_CI_HASH_KEY: signingSecret.optional(),
    // KakaoTalk notices and text messages through SOLAPI (docs/decisions/0057): the account's API key
    // and secret, the registered sender number, the KakaoTalk channel (pfId) and the id of each
    // registered template (kind=id, comma-separated). Unset: every notice goes by mail.
    // SOLAPI_API_URL only points a local run at the stand-in (stand-ins/solapi).
    SOLAPI_API_KEY: z.string().optional(),
    SOLAPI_API_SECRET: z.string().optional(),
    SOLAPI_SENDER: z.string().optional(),
    SOLAPI_PF_ID: z.string().optional(),
    SOLAPI_TEMPLATE_IDS: z.string().optional(),
    SOLAPI_API_URL: z.url().default('https://api.solapi.com'),
    // A send that has not answered by then ends; the job tries again (and first looks the message up).
    SOLAPI_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(20_000),
    // Shifts the clock announcements judge the night by (docs/decisions/0064), for a local run's
    // journeys only, so they behave alike whatever the hour they run at.
    ANNOUNCEMENT_CLOCK_SHIFT_MINUTES: z.coerce.number().int().min(-1440).max(1440).default(0),
    // Where the admin panel and staff's API requests may come from (docs/decisions/0077): CIDRs
    // (office, VPN), IPv4 or IPv6, comma-separated; unset, from anywhere.
    ADMIN_ALLOWED_NETWORKS: adminNetworks,
    // A staff list read of this many rows or more of personal data is a bulk read and needs a reason (docs/decisions/0077).
    BULK_READ_ROWS: z.coerce.number().int().min(2).max(10_000).default(100),
  })
  .superRefine((env, context) => {
    refuseEmulatorOutsideLocalRun(env, context)
    // WEB_URL is the site's public URL here (the storefront calls it SITE_URL).
    const urls = { DATABASE_URL: env.DATABASE_URL, WEB_URL: env.WEB_URL }
    refuseLocalRunAgainstRemote({ localRun: env.LOCAL_RUN, production: env.NODE_ENV === 'production', urls }, context)
    if (env.LOCAL_RUN) return
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message })
    if (!env.PAYLOAD_SECRET || env.PAYLOAD_SECRET.length < 32) {
      issue('PAYLOAD_SECRET', 'is required (at least 32 characters) unless LOCAL_RUN=1')
    }
    if (!env.WEB_URL) issue('WEB_URL', 'is required unless LOCAL_RUN=1')
    if (!env.CMS_PUBLIC_URL) issue('CMS_PUBLIC_URL', 'is required unless LOCAL_RUN=1')
    if (!env.FIREBASE_PROJECT_ID) issue('FIREBASE_PROJECT_ID', 'is required unless LOCAL_RUN=1')
    if (!env.PREVIEW_SECRET) issue('PREVIEW_SECRET', 'is required unless LOCAL_RUN=1')
    if (!env.SESSION_RECEIPT_SECRET) issue('SESSION_RECEIPT_SECRET', 'is required unless LOCAL_RUN=1')
  })
  .superRefine((env, context) => {
    const portOne = ['PORTONE_STORE_ID', 'PORTONE_CHANNEL_KEY', 'PORTONE_API_SECRET', 'IDENTITY_CI_HASH_KEY'] as const
    if (portOne.some((name) => env[name]) && !portOne.every((name) => env[name])) {
      context.addIssue({ code: 'custom', path: ['PORTONE_API_SECRET'], message: `${portOne.join(', ')} go together` })
    }
    if (!env.LOCAL_RUN && !env.PORTONE_API_URL.startsWith('https:')) {
      context.addIssue({ code: 'custom', path: ['PORTONE_API_URL'], message: 'must be https outside a local run (LOCAL_RUN=1)' })
    }
  })
  .superRefine((env, context) => {
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      context.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' })
    }
  })
  .superRefine((env, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message })
    if (env.ANNOUNCEMENT_CLOCK_SHIFT_MINUTES && !env.LOCAL_RUN) issue('ANNOUNCEMENT_CLOCK_SHIFT_MINUTES', 'may be set only when LOCAL_RUN=1')
    const names = ['SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SOLAPI_SENDER', 'SOLAPI_PF_ID', 'SOLAPI_TEMPLATE_IDS'] as const
    if (!names.some((name) => env[name])) return
    for (const name of names) if (!env[name]) issue(name, 'is required with the other SOLAPI_* settings')
    if (env.SOLAPI_SENDER && !isKoreanPhone(normaliseMobile(env.SOLAPI_SENDER) ?? env.SOLAPI_SENDER)) {
      issue('SOLAPI_SENDER', 'must be the registered sender number, e.g. 02-123-4567')
    }
    if (env.SOLAPI_TEMPLATE_IDS) {
      const missing = noticeKinds.filter((kind) => !templateIds(env.SOLAPI_TEMPLATE_IDS!)[kind])
      if (missing.length) issue('SOLAPI_TEMPLATE_IDS', `needs an id for ${missing.join(', ')} (kind=id, comma-separated)`)
    }
    // The secret signs every request: it goes to SOLAPI itself, or to the stand-in of a local run.
    if (new URL(env.SOLAPI_API_URL).origin !== 'https://api.solapi.com' && !env.LOCAL_RUN)
      issue('SOLAPI_API_URL', 'may point elsewhere than SOLAPI only when LOCAL_RUN=1')
  })
  .transform(
    ({ NODE_ENV: _, SOLAPI_API_KEY, SOLAPI_API_SECRET, SOLAPI_SENDER, SOLAPI_PF_ID, SOLAPI_TEMPLATE_IDS, SOLAPI_API_URL, SOLAPI_TIMEOUT_MS, ...env }) => ({
      ...env,
      SOLAPI:
        SOLAPI_API_KEY && SOLAPI_API_SECRET && SOLAPI_SENDER && SOLAPI_PF_ID && SOLAPI_TEMPLATE_IDS
          ? {
              apiKey: SOLAPI_API_KEY,
              apiSecret: SOLAPI_API_SECRET,
              sender: SOLAPI_SENDER,
              pfId: SOLAPI_PF_ID,
              templateIds: templateIds(SOLAPI_TEMPLATE_IDS) as Record<NoticeKind, string>,
              apiUrl: SOLAPI_API_URL,
              timeoutMs: SOLAPI_TIMEOUT_MS,
            }
          : null,
      PAYLOAD_SECRET: env.PAYLOAD_SECRET || LOCAL_PAYLOAD_SECRET,
      WEB_URL: env.WEB_URL ?? 'http://localhost:3000',
      // An origin, without a path or a trailing slash: what browsers send in `Origin`.
      CMS_PUBLIC_URL: new URL(env.CMS_PUBLIC_URL ?? 'http://localhost:3001').origin,
      FIREBASE_PROJECT_ID: env.FIREBASE_PROJECT_ID ?? 'demo-storefront',
      PREVIEW_SECRET: env.PREVIEW_SECRET ?? LOCAL_PREVIEW_SECRET,
      SESSION_RECEIPT_SECRET: env.SESSION_RECEIPT_SECRET ?? LOCAL_SESSION_RECEIPT_SECRET,
    }),
  )

export type Env = z.output<typeof schema>

/** `status=KA01TP…,event=KA01TP…` as a map of kind to template id. */
function templateIds(value: string): Partial<Record<NoticeKind, string>> {
  const pairs = value.split(',').map((pair) => pair.split('=').map((part) => part.trim()))
  return Object.fromEntries(pairs.filter(([kind, id]) => id && (noticeKinds as readonly string[]).includes(kind)))
}

/** Parses `source`; throws one error listing every problem. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable (a blank line in a .env file) means unset.
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const result = schema.safeParse(given.NEXT_PHASE === 'phase-production-build' ? BUILD_PLACEHOLDERS : given)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`)
  throw new Error(`The CMS refuses to start: its environment is invalid.\n${problems.join('\n')}`)
}
