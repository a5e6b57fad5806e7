import { describe, expect, it } from 'vitest'
import { parseEnv } from './parseEnv'

const DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:54320/storefront'
const production = {
  DATABASE_URL,
  PAYLOAD_SECRET: 'x'.repeat(32),
  WEB_URL: 'https://www.example.kr',
  CMS_PUBLIC_URL: 'https://admin.example.kr',
  FIREBASE_PROJECT_ID: 'storefront-prod',
  PREVIEW_SECRET: 'p'.repeat(32),
  SESSION_RECEIPT_SECRET: 'r'.repeat(32),
  SECOND_FACTOR_KEY: 'f'.repeat(32),
}
const serviceAccount = { project_id: 'storefront-prod', client_email: 'cms@example.iam', private_key: 'KEY' }

describe('parseEnv', () => {
  it('accepts a complete production environment as given', () => {
    const env = parseEnv(production)
    expect(env).toMatchObject({ ...production, LOCAL_RUN: false })
    expect(env.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined()
  })

  it('fills local defaults when LOCAL_RUN=1', () => {
    const env = parseEnv({ DATABASE_URL, LOCAL_RUN: '1' })
    expect(env.LOCAL_RUN).toBe(true)
    expect(env.PAYLOAD_SECRET).toMatch(/\S{16,}/)
    expect(env.WEB_URL).toBe('http://localhost:3000')
    expect(env.FIREBASE_PROJECT_ID).toBe('demo-storefront')
    expect(env.PREVIEW_SECRET.length).toBeGreaterThanOrEqual(32)
    expect(env.SESSION_RECEIPT_SECRET.length).toBeGreaterThanOrEqual(32)
  })

  it('takes PortOne’s four settings together, its own API by default, and https outside a local run', () => {
    const portOne = { PORTONE_STORE_ID: 'store-1', PORTONE_CHANNEL_KEY: 'channel-1', PORTONE_API_SECRET: 'secret', IDENTITY_CI_HASH_KEY: 'k'.repeat(32) }
    expect(parseEnv({ ...production, ...portOne }).PORTONE_API_URL).toBe('https://api.portone.io')
    expect(parseEnv(production).PORTONE_API_SECRET).toBeUndefined()
    expect(() => parseEnv({ ...production, PORTONE_API_SECRET: 'secret' })).toThrow(/go together/)
    expect(() => parseEnv({ ...production, ...portOne, IDENTITY_CI_HASH_KEY: 'short' })).toThrow(/IDENTITY_CI_HASH_KEY/)
    expect(() => parseEnv({ ...production, ...portOne, PORTONE_API_URL: 'http://127.0.0.1:3199' })).toThrow(/PORTONE_API_URL: must be https/)
    expect(parseEnv({ DATABASE_URL, LOCAL_RUN: '1', ...portOne, PORTONE_API_URL: 'http://127.0.0.1:3199' }).PORTONE_API_URL).toBe('http://127.0.0.1:3199')
  })

  it('requires DATABASE_URL, and a postgres one', () => {
    expect(() => parseEnv({ LOCAL_RUN: '1' })).toThrow(/DATABASE_URL/)
    expect(() => parseEnv({ LOCAL_RUN: '1', DATABASE_URL: 'mysql://db/x' })).toThrow(/DATABASE_URL: must be a postgres/)
  })

  it('requires the secret, the web URL and the project outside a local run, naming each', () => {
    const error = captureError(() => parseEnv({ DATABASE_URL }))
    expect(error).toMatch(/refuses to start/)
    for (const name of ['PAYLOAD_SECRET', 'WEB_URL', 'FIREBASE_PROJECT_ID', 'PREVIEW_SECRET', 'SESSION_RECEIPT_SECRET', 'SECOND_FACTOR_KEY'])
      expect(error).toContain(`- ${name}:`)
    expect(() => parseEnv({ ...production, PREVIEW_SECRET: 'short' })).toThrow(/PREVIEW_SECRET/)
    expect(() => parseEnv({ ...production, SESSION_RECEIPT_SECRET: 'short' })).toThrow(/SESSION_RECEIPT_SECRET/)
    expect(() => parseEnv({ ...production, PAYLOAD_SECRET: 'short' })).toThrow(/PAYLOAD_SECRET/)
  })

  it('refuses the Auth Emulator unless LOCAL_RUN=1', () => {
    const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }
    expect(() => parseEnv({ ...production, ...emulator })).toThrow(/FIREBASE_AUTH_EMULATOR_HOST: is only allowed together with LOCAL_RUN=1/)
    expect(() => parseEnv({ ...production, ...emulator, LOCAL_RUN: 'true' })).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/)
    expect(parseEnv({ ...production, ...emulator, LOCAL_RUN: '1' }).FIREBASE_AUTH_EMULATOR_HOST).toBe('127.0.0.1:9099')
  })

  it('refuses LOCAL_RUN=1 in a production server whose database or site is not on this machine', () => {
    const local = { DATABASE_URL, LOCAL_RUN: '1', NODE_ENV: 'production', WEB_URL: 'http://localhost:3100' }
    expect(parseEnv(local).LOCAL_RUN).toBe(true)
    expect(parseEnv({ ...local, DATABASE_URL: 'postgres://u:p@[::1]:5432/x', WEB_URL: 'http://shop.localhost:3000' }).LOCAL_RUN).toBe(true)
    const remoteDb = captureError(() => parseEnv({ ...local, DATABASE_URL: 'postgres://u:p@db.internal:5432/storefront' }))
    expect(remoteDb).toMatch(/- DATABASE_URL: points to another machine, but LOCAL_RUN=1/)
    expect(remoteDb).not.toContain('u:p@')
    expect(() => parseEnv({ ...local, WEB_URL: 'https://www.example.kr' })).toThrow(/- WEB_URL: points to another machine/)
    // A look-alike of a loopback name is not one.
    expect(() => parseEnv({ ...local, DATABASE_URL: 'postgres://u:p@127.0.0.1.example.kr/x' })).toThrow(/DATABASE_URL/)
    expect(() => parseEnv({ ...local, DATABASE_URL: 'postgres://u:p@localhost.example.kr/x' })).toThrow(/DATABASE_URL/)
    // Dev mode and the scripts (migrate, seed) may point anywhere; production without LOCAL_RUN is the normal case.
    expect(parseEnv({ ...local, NODE_ENV: 'development', DATABASE_URL: 'postgres://u:p@db.internal/x' }).LOCAL_RUN).toBe(true)
    expect(parseEnv({ ...production, NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db.internal/x' }).LOCAL_RUN).toBe(false)
  })

  it('treats empty variables as unset', () => {
    expect(parseEnv({ ...production, FIREBASE_AUTH_EMULATOR_HOST: '' }).FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined()
    expect(() => parseEnv({ ...production, PAYLOAD_SECRET: '' })).toThrow(/PAYLOAD_SECRET/)
  })

  it('parses the service account JSON and rejects a malformed one without echoing it', () => {
    const env = parseEnv({ ...production, FIREBASE_SERVICE_ACCOUNT: JSON.stringify(serviceAccount) })
    expect(env.FIREBASE_SERVICE_ACCOUNT).toEqual({ projectId: 'storefront-prod', clientEmail: 'cms@example.iam', privateKey: 'KEY' })
    expect(() => parseEnv({ ...production, FIREBASE_SERVICE_ACCOUNT: '{secret' })).toThrow(/FIREBASE_SERVICE_ACCOUNT: is not valid JSON/)
    const missingKey = captureError(() => parseEnv({ ...production, FIREBASE_SERVICE_ACCOUNT: JSON.stringify({ ...serviceAccount, private_key: undefined }) }))
    expect(missingKey).toContain('FIREBASE_SERVICE_ACCOUNT.private_key')
    expect(missingKey).not.toContain('cms@example.iam')
  })

  it('lets `next build` evaluate the config on placeholders, whatever it was given', () => {
    const env = parseEnv({ NEXT_PHASE: 'phase-production-build' })
    expect(env.LOCAL_RUN).toBe(false)
    expect(env.DATABASE_URL).toMatch(/^postgres:/)
    expect(parseEnv({ NEXT_PHASE: 'phase-production-build', PAYLOAD_SECRET: 'build-only' }).PAYLOAD_SECRET).not.toBe('build-only')
    expect(() => parseEnv({ NEXT_PHASE: 'phase-production-server' })).toThrow(/DATABASE_URL/)
  })

  it('takes the SOLAPI account whole or not at all, with a template id for every kind of notice', () => {
    const solapi = {
      SOLAPI_API_KEY: 'NCSKEY',
      SOLAPI_API_SECRET: 'secret',
      SOLAPI_SENDER: '02-1234-5678',
      SOLAPI_PF_ID: 'KA01PF1',
      SOLAPI_TEMPLATE_IDS: 'status=T1, event=T2,estimate=T3,shipment=T4,reply=T5,program=T6',
    }
    expect(parseEnv(production).SOLAPI).toBeNull()
    expect(parseEnv({ ...production, ...solapi }).SOLAPI).toMatchObject({
      apiKey: 'NCSKEY',
      sender: '02-1234-5678',
      templateIds: { status: 'T1', event: 'T2', estimate: 'T3', shipment: 'T4', reply: 'T5', program: 'T6' },
      apiUrl: 'https://api.solapi.com',
      timeoutMs: 20_000,
    })
    expect(captureError(() => parseEnv({ ...production, SOLAPI_API_KEY: 'NCSKEY' }))).toMatch(/SOLAPI_API_SECRET: is required/)
    expect(captureError(() => parseEnv({ ...production, ...solapi, SOLAPI_TEMPLATE_IDS: 'status=T1' }))).toMatch(
      /SOLAPI_TEMPLATE_IDS: needs an id for event, estimate/,
    )
    expect(captureError(() => parseEnv({ ...production, ...solapi, SOLAPI_SENDER: '12' }))).toMatch(/SOLAPI_SENDER/)
    // The secret signs every request: only a local run may send them elsewhere (the stand-in).
    expect(captureError(() => parseEnv({ ...production, ...solapi, SOLAPI_API_URL: 'http://127.0.0.1:3193' }))).toMatch(/SOLAPI_API_URL/)
    expect(parseEnv({ DATABASE_URL, LOCAL_RUN: '1', ...solapi, SOLAPI_API_URL: 'http://127.0.0.1:3193' }).SOLAPI?.apiUrl).toBe('http://127.0.0.1:3193')
  })

  it("shifts the announcements' clock only in a local run (its journeys)", () => {
    expect(captureError(() => parseEnv({ ...production, ANNOUNCEMENT_CLOCK_SHIFT_MINUTES: '-570' }))).toMatch(/ANNOUNCEMENT_CLOCK_SHIFT_MINUTES/)
    expect(parseEnv({ DATABASE_URL, LOCAL_RUN: '1', ANNOUNCEMENT_CLOCK_SHIFT_MINUTES: '-570' }).ANNOUNCEMENT_CLOCK_SHIFT_MINUTES).toBe(-570)
    expect(parseEnv({ ...production }).ANNOUNCEMENT_CLOCK_SHIFT_MINUTES).toBe(0)
  })
})

function captureError(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('expected an error')
}
