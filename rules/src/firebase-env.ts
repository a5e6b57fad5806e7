// The Firebase settings both servers read, and the rule that guards them (docs/decisions/0003).
// The storefront imports this module as `@storefront/rules/firebase-env`, so the rule is written
// once. Keep it free of Payload and Next imports: it is bundled into the storefront's server.
import { z } from 'zod'

/** FIREBASE_SERVICE_ACCOUNT: a service-account key as JSON, turned into what firebase-admin's cert() takes. */
export const serviceAccountJson = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown
    } catch {
      // Never echo the text: it holds a private key.
      context.addIssue({ code: 'custom', message: 'is not valid JSON' })
      return z.NEVER
    }
  })
  .pipe(
    z
      .looseObject({
        project_id: z.string().min(1),
        client_email: z.string().min(1),
        private_key: z.string().min(1),
      })
      .transform((key) => ({ projectId: key.project_id, clientEmail: key.client_email, privateKey: key.private_key })),
  )

/** FIREBASE_AUTH_EMULATOR_HOST: where the Auth Emulator listens. */
export const emulatorHost = z.string().regex(/^[\w.-]+:\d+$/, 'must be host:port')

/**
 * With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin accepts unsigned tokens: anyone could sign
 * in as anyone. Only a run marked local (LOCAL_RUN=1, set by our own scripts) may have it.
 */
export function refuseEmulatorOutsideLocalRun(env: { FIREBASE_AUTH_EMULATOR_HOST?: string; LOCAL_RUN?: string | boolean }, context: z.RefinementCtx) {
  const local = env.LOCAL_RUN === true || env.LOCAL_RUN === '1'
  if (env.FIREBASE_AUTH_EMULATOR_HOST && !local) {
    context.addIssue({
      code: 'custom',
      path: ['FIREBASE_AUTH_EMULATOR_HOST'],
      message: 'is only allowed together with LOCAL_RUN=1 (the emulator accepts unsigned tokens)',
    })
  }
}
