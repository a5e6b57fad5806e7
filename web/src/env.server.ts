import { z } from 'zod'

// Server configuration (docs/contract.md). Parsed once, on the server entry's load, so a
// missing or unsafe setting stops the server at start instead of failing a visitor's request.

const httpUrl = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''))

const serviceAccount = z
  .string()
  .transform((json, ctx) => {
    try {
      return JSON.parse(json) as unknown
    } catch {
      ctx.addIssue({ code: 'custom', message: 'is not valid JSON' })
      return z.NEVER
    }
  })
  .pipe(
    z
      .object({ project_id: z.string(), client_email: z.string(), private_key: z.string() })
      .transform((key) => ({ projectId: key.project_id, clientEmail: key.client_email, privateKey: key.private_key })),
  )

const schema = z
  .object({
    CMS_URL: httpUrl,
    SITE_URL: httpUrl,
    FIREBASE_PROJECT_ID: z.string().min(1),
    FIREBASE_API_KEY: z.string().min(1),
    FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
    FIREBASE_AUTH_EMULATOR_HOST: z
      .string()
      .regex(/^[\w.-]+:\d+$/, 'must be host:port')
      .optional(),
    FIREBASE_SERVICE_ACCOUNT: serviceAccount.optional(),
    LOCAL_RUN: z.string().optional(),
    ID_TOKEN_MAX_AGE_SECONDS: z.coerce.number().int().positive().default(300),
    // Firebase accepts session cookies of 5 minutes to 14 days.
    SESSION_COOKIE_DAYS: z.coerce.number().int().min(1).max(14).default(14),
  })
  .superRefine((env, ctx) => {
    // With the emulator host set, firebase-admin accepts unsigned tokens: anyone could sign in as anyone.
    if (env.FIREBASE_AUTH_EMULATOR_HOST && env.LOCAL_RUN !== '1') {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_AUTH_EMULATOR_HOST'],
        message: 'is set but LOCAL_RUN is not 1; the Auth Emulator is only allowed on a local run',
      })
    }
  })
  .transform((env) => ({
    cmsUrl: env.CMS_URL,
    siteUrl: env.SITE_URL,
    localRun: env.LOCAL_RUN === '1',
    firebase: {
      projectId: env.FIREBASE_PROJECT_ID,
      apiKey: env.FIREBASE_API_KEY,
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
      serviceAccount: env.FIREBASE_SERVICE_ACCOUNT,
    },
    idTokenMaxAgeSeconds: env.ID_TOKEN_MAX_AGE_SECONDS,
    sessionCookieDays: env.SESSION_COOKIE_DAYS,
  }))

export type ServerEnv = z.output<typeof schema>

/** Parses a set of environment variables; throws one error listing every problem. */
export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  // An empty variable (common in compose files and CI) means "not set".
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const result = schema.safeParse(set)
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
