// How the CMS environment is validated (docs/contract.md); src/env.ts applies it at boot.
import { z } from 'zod'

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
  FIREBASE_PROJECT_ID: 'build-placeholder',
}

const serviceAccount = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown
    } catch {
      context.addIssue({ code: 'custom', message: 'is not valid JSON' })
      return z.NEVER
    }
  })
  .pipe(
    z.looseObject({
      project_id: z.string().min(1),
      client_email: z.string().min(1),
      private_key: z.string().min(1),
    }),
  )

const schema = z
  .object({
    LOCAL_RUN: z.string().optional().transform((value) => value === '1'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }),
    PAYLOAD_SECRET: z.string().optional(),
    WEB_URL: z.url().optional(),
    FIREBASE_PROJECT_ID: z.string().optional(),
    FIREBASE_AUTH_EMULATOR_HOST: z
      .string()
      .regex(/^[\w.-]+:\d+$/, 'must be host:port')
      .optional(),
    FIREBASE_SERVICE_ACCOUNT: serviceAccount.optional(),
  })
  .superRefine((env, context) => {
    if (env.LOCAL_RUN) return
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message })
    // The Admin SDK accepts unsigned tokens when pointed at the emulator: never outside this machine.
    if (env.FIREBASE_AUTH_EMULATOR_HOST) {
      issue('FIREBASE_AUTH_EMULATOR_HOST', 'is only allowed together with LOCAL_RUN=1 (the emulator accepts unsigned tokens)')
    }
    if (!env.PAYLOAD_SECRET || env.PAYLOAD_SECRET.length < 32) {
      issue('PAYLOAD_SECRET', 'is required (at least 32 characters) unless LOCAL_RUN=1')
    }
    if (!env.WEB_URL) issue('WEB_URL', 'is required unless LOCAL_RUN=1')
    if (!env.FIREBASE_PROJECT_ID) issue('FIREBASE_PROJECT_ID', 'is required unless LOCAL_RUN=1')
  })
  .transform((env) => ({
    ...env,
    PAYLOAD_SECRET: env.PAYLOAD_SECRET || LOCAL_PAYLOAD_SECRET,
    WEB_URL: env.WEB_URL ?? 'http://localhost:3000',
    FIREBASE_PROJECT_ID: env.FIREBASE_PROJECT_ID ?? 'demo-storefront',
  }))

export type Env = z.output<typeof schema>

/** Parses `source`; throws one error listing every problem. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable (a blank line in a .env file) means unset.
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const result = schema.safeParse(given.NEXT_PHASE === 'phase-production-build' ? BUILD_PLACEHOLDERS : given)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`)
  throw new Error(`The CMS refuses to start: its environment is invalid.\n${problems.join('\n')}`)
}
