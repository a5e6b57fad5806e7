import { describe, expect, it } from 'vitest'
import { LOCAL_SERVER_ENV } from '~/test/local-server-env'
import { parseServerEnv } from './env.server'

// A trailing slash on the CMS URL, which the parse takes off.
const local = { ...LOCAL_SERVER_ENV, CMS_URL: 'http://127.0.0.1:3001/' }

const production = {
  CMS_URL: 'https://cms.example.kr',
  SITE_URL: 'https://www.example.kr',
  FIREBASE_PROJECT_ID: 'storefront-prod',
  FIREBASE_API_KEY: 'AIza-key',
  PREVIEW_SECRET: 'p'.repeat(32),
  SESSION_RECEIPT_SECRET: 'r'.repeat(32),
  RATE_LIMIT_DATABASE_URL: 'postgres://storefront_web:secret@db.internal:5432/storefront',
}

describe('parseServerEnv', () => {
  it.each([
    ['PREVIEW_SECRET', 'previewSecret'],
    ['SESSION_RECEIPT_SECRET', 'sessionReceiptSecret'],
  ] as const)('requires %s, 32 characters or more, outside a local run, and has one locally', (name, setting) => {
    const { [name]: given, ...without } = production
    const pattern = new RegExp(name)
    expect(() => parseServerEnv(without)).toThrow(pattern)
    expect(() => parseServerEnv({ ...production, [name]: 'short' })).toThrow(pattern)
    expect(parseServerEnv(production)[setting]).toBe(given)
    expect(parseServerEnv(local)[setting].length).toBeGreaterThanOrEqual(32)
  })

  it('reads a local run with the emulator and applies the defaults', () => {
    const env = parseServerEnv(local)
    expect(env).toMatchObject({
      cmsUrl: 'http://127.0.0.1:3001',
      siteUrl: 'http://localhost:3000',
      localRun: true,
      idTokenMaxAgeSeconds: 300,
      sessionCookieDays: 14,
      firebase: {
        projectId: 'demo-storefront',
        apiKey: 'demo-api-key',
        authDomain: 'demo-storefront.firebaseapp.com',
        emulatorHost: '127.0.0.1:9099',
      },
    })
  })

  it('refuses the emulator without LOCAL_RUN=1', () => {
    const { LOCAL_RUN: _, ...withoutLocalRun } = local
    expect(() => parseServerEnv(withoutLocalRun)).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/)
    expect(() => parseServerEnv({ ...local, LOCAL_RUN: 'true' })).toThrow(/only allowed together with LOCAL_RUN=1/)
  })

  it('treats empty variables as unset', () => {
    const env = parseServerEnv({ ...production, FIREBASE_AUTH_EMULATOR_HOST: '', LOCAL_RUN: '' })
    expect(env.firebase.emulatorHost).toBeUndefined()
    expect(env.localRun).toBe(false)
  })

  it('accepts production without the emulator', () => {
    const env = parseServerEnv({ ...production, SESSION_COOKIE_DAYS: '7', ID_TOKEN_MAX_AGE_SECONDS: '120' })
    expect(env.sessionCookieDays).toBe(7)
    expect(env.idTokenMaxAgeSeconds).toBe(120)
    expect(env.firebase.serviceAccount).toBeUndefined()
  })

  it('measures the Web Vitals of every visit on a local run, a tenth elsewhere, or the share VITALS_SAMPLE_RATE says', () => {
    expect(parseServerEnv(local).vitalsSampleRate).toBe(1)
    expect(parseServerEnv(production).vitalsSampleRate).toBe(0.1)
    expect(parseServerEnv({ ...production, VITALS_SAMPLE_RATE: '0' }).vitalsSampleRate).toBe(0)
    expect(parseServerEnv({ ...production, VITALS_SAMPLE_RATE: '0.25' }).vitalsSampleRate).toBe(0.25)
    expect(() => parseServerEnv({ ...production, VITALS_SAMPLE_RATE: '2' })).toThrow(/VITALS_SAMPLE_RATE/)
  })

  it('reads a service account given as JSON', () => {
    const key = { project_id: 'p', client_email: 'sa@p.iam.gserviceaccount.com', private_key: 'KEY' }
    const env = parseServerEnv({ ...production, FIREBASE_SERVICE_ACCOUNT: JSON.stringify(key) })
    expect(env.firebase.serviceAccount).toEqual({ projectId: 'p', clientEmail: key.client_email, privateKey: 'KEY' })
  })

  it('lists every problem, without echoing secret values', () => {
    const parse = () =>
      parseServerEnv({
        CMS_URL: 'ftp://cms',
        FIREBASE_API_KEY: 'k',
        FIREBASE_SERVICE_ACCOUNT: '{"private_key":"TOP-SECRET"',
        SESSION_COOKIE_DAYS: '30',
      })
    expect(parse).toThrow(/CMS_URL/)
    expect(parse).toThrow(/SITE_URL/)
    expect(parse).toThrow(/FIREBASE_PROJECT_ID/)
    expect(parse).toThrow(/FIREBASE_SERVICE_ACCOUNT/)
    expect(parse).toThrow(/SESSION_COOKIE_DAYS/)
    expect(parse).not.toThrow(/TOP-SECRET/)
  })

  it('leaves Kakao login off without a REST API key, and defaults to the real Kakao endpoints with one', () => {
    expect(parseServerEnv(production).kakao).toBeNull()
    expect(parseServerEnv({ ...production, KAKAO_REST_API_KEY: 'rest-key' }).kakao).toEqual({
      restApiKey: 'rest-key',
      clientSecret: undefined,
      redirectUri: 'https://www.example.kr/auth/kakao/callback',
      authorizeUrl: 'https://kauth.kakao.com/oauth/authorize',
      tokenUrl: 'https://kauth.kakao.com/oauth/token',
      userUrl: 'https://kapi.kakao.com/v2/user/me',
    })
  })

  it('loads PortOne’s SDK from its CDN unless told otherwise, and over https outside a local run', () => {
    expect(parseServerEnv(production).portOneSdkUrl).toBe('https://cdn.portone.io/v2/browser-sdk.js')
    expect(() => parseServerEnv({ ...production, PORTONE_BROWSER_SDK_URL: 'http://127.0.0.1:3199/v2/browser-sdk.js' })).toThrow(/PORTONE_BROWSER_SDK_URL/)
    expect(parseServerEnv({ ...local, PORTONE_BROWSER_SDK_URL: 'http://127.0.0.1:3199/v2/browser-sdk.js' }).portOneSdkUrl).toBe(
      'http://127.0.0.1:3199/v2/browser-sdk.js',
    )
  })

  it('refuses LOCAL_RUN=1 in a production build whose database or site is not on this machine', () => {
    expect(parseServerEnv(local, true).localRun).toBe(true)
    const remoteDb = () => parseServerEnv({ ...local, RATE_LIMIT_DATABASE_URL: 'postgres://u:hunter2pw@db.internal/x' }, true)
    expect(remoteDb).toThrow(/points to another machine, but LOCAL_RUN=1[^\n]*\n\s*→ at RATE_LIMIT_DATABASE_URL/)
    expect(remoteDb).not.toThrow(/hunter2pw/)
    expect(() => parseServerEnv({ ...local, SITE_URL: 'https://www.example.kr' }, true)).toThrow(/points to another machine[^\n]*\n\s*→ at SITE_URL/)
    expect(() => parseServerEnv({ ...local, SITE_URL: 'http://127.0.0.1.nip.io:3000' }, true)).toThrow(/SITE_URL/)
    // The dev server may point anywhere; a production build without LOCAL_RUN is the normal case.
    expect(parseServerEnv({ ...local, SITE_URL: 'https://www.example.kr' }, false).localRun).toBe(true)
    expect(parseServerEnv(production, true).localRun).toBe(false)
  })

  it('needs the database of the shared rate limits', () => {
    const { RATE_LIMIT_DATABASE_URL: _, ...without } = production
    expect(() => parseServerEnv(without)).toThrow(/RATE_LIMIT_DATABASE_URL/)
    expect(() => parseServerEnv({ ...production, RATE_LIMIT_DATABASE_URL: 'mysql://db/x' })).toThrow(
      /must be a postgres:\/\/ URL\n\s*→ at RATE_LIMIT_DATABASE_URL/,
    )
    expect(parseServerEnv(production).rateLimitDatabaseUrl).toBe(production.RATE_LIMIT_DATABASE_URL)
  })

  it('allows the plain-http Kakao stand-in only on a local run', () => {
    const standIn = { KAKAO_REST_API_KEY: 'k', KAKAO_TOKEN_URL: 'http://127.0.0.1:3090/oauth/token' }
    expect(parseServerEnv({ ...local, ...standIn }).kakao?.tokenUrl).toBe('http://127.0.0.1:3090/oauth/token')
    expect(() => parseServerEnv({ ...production, ...standIn })).toThrow(/KAKAO_TOKEN_URL/)
  })

  it('loads the real postcode script by default, and its stand-in over plain http only on a local run', () => {
    expect(parseServerEnv(production).postcode).toEqual({
      scriptUrl: 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js',
      frameOrigin: 'https://postcode.map.daum.net',
    })
    const standIn = {
      POSTCODE_SCRIPT_URL: 'http://127.0.0.1:3094/mapjsapi/bundle/postcode/prod/postcode.v2.js',
      POSTCODE_FRAME_ORIGIN: 'http://127.0.0.1:3094/',
    }
    expect(parseServerEnv({ ...local, ...standIn }).postcode).toEqual({ scriptUrl: standIn.POSTCODE_SCRIPT_URL, frameOrigin: 'http://127.0.0.1:3094' })
    expect(() => parseServerEnv({ ...production, ...standIn })).toThrow(/POSTCODE_SCRIPT_URL[\s\S]*POSTCODE_FRAME_ORIGIN/)
  })
})
