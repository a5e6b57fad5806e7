// Attack: property-based fuzzing (fast-check) of every storefront server function and API route
// over HTTP, against the production build this run started (docs/decisions/0019). Server functions are
// called as TanStack Start's client calls them — POST a Seroval-encoded `{ data, context }` (GET:
// `?payload=`) to /_serverFn/<id>, ids read from the build's manifest — with generated data of
// every shape Seroval carries: wrong types, huge and broken unicode strings, prototype keys, deep
// nesting, Maps, Sets, Dates, BigInts. None may answer 5xx; a refusal carries a Korean message;
// the CMS gains no customer that no consumer of Firebase stands behind. Signed out, and again signed
// in as a customer, where most of each function's work lies. Bodies larger than any form: oversized-bodies.spec.ts.
import { type APIRequestContext, expect, test } from '@playwright/test'
import fc from 'fast-check'
import { toJSON } from 'seroval'
import { randomUUID } from 'node:crypto'
import { fuzzSeed } from '../cms/src/test/fuzz'
import { adminAuth, signInAsOwnCustomer } from './account-support'
import {
  bulkReadReason,
  cmsAsAdmin,
  fromStorefront,
  ownClientAddress,
  send,
  type Sender,
  senderOf,
  serverFunctions,
  signedOut,
  webURL,
  whyNoAnswer,
} from './support'

// Inputs per endpoint. Over HTTP most of each call is the server's own work, so every run sends
// sixty per endpoint and caller, each run from a new seed: the reach grows across runs (docs/decisions/0046).
// FUZZ_RUNS=1000 (or more) is a longer hunt, and FUZZ_SEED with the same FUZZ_RUNS replays a
// run's inputs (both printed with each tally).
const RUNS = Number(process.env.FUZZ_RUNS ?? 60)
const CONCURRENCY = 6
const HANGUL = /[가-힣]/

// The method each function was declared with (web/src/features/*/*.functions.ts).
const GET_FUNCTIONS = new Set([
  'getKakaoChannelUrl',
  'getMyAccount',
  'inspectEmailAction',
  'getCurrentUser',
  'getFirebaseClientConfig',
  'lookupRedirect',
  'getPost',
  'getSiteChrome',
  'searchShops',
  'getPartnerShops',
  'getHome',
  'getTerms',
  'getCmsPage',
  'getAuthStep',
  'getLicenseStep',
  'getMyDevice',
  'getMyDevices',
  'getSurveyPage',
  'getServiceStart',
  'getServiceForm',
  'getMyRequests',
  'getMyRequest',
  'getShopChoice',
  'getTradeInEvent',
  'getMyTradeIn',
  'getMyTradeIns',
  'getMySurveys',
  'getMyTradeInEvent',
  'getTradeInForm',
  'checkWarranty',
  'getMyDeviceBySerial',
  'getMyCertificate',
  'getEstimateByLink',
  'getVisitChoice',
  'getMyIdentity',
  'getTermsVersionPage',
  'getPoliciesToAgree',
  'getMyDataRequests',
])
// The keys each validator reads, so generated objects often carry them with hostile values.
const FIELDS: Record<string, string[]> = {
  updateMyProfile: ['name', 'phone', 'phoneConsent', 'marketingOptIn'],
  updateMyNoticeChannel: ['channel'],
  getTermsVersionPage: ['kind', 'date'],
  agreeToChangedPolicies: ['kinds'],
  requestDataChange: ['kind', 'details', 'key'],
  completeRegistration: ['idToken', 'name', 'phone', 'phoneConsent', 'termsAccepted', 'privacyAccepted', 'marketingOptIn'],
  inspectEmailAction: ['mode', 'oobCode', 'continueUrl'],
  applyEmailAction: ['oobCode'],
  resetPassword: ['oobCode', 'newPassword'],
  createSession: ['idToken'],
  admitAuthAttempt: ['action', 'email'],
  getPost: ['id'],
  searchShops: ['region', 'district', 'service', 'kind', 'q', 'near', 'page'],
  getTerms: ['kind'],
  getCmsPage: ['slug'],
  getMyDevice: ['id'],
  getSurveyPage: ['slug'],
  sendSurveyResponse: ['slug', 'answers', 'key'],
  editSurveyResponse: ['slug', 'answers'],
  getServiceForm: ['serialNumber'],
  getMyRequest: ['id'],
  getShopChoice: ['id'],
  cancelRequest: ['id'],
  moveRequestToShop: ['id', 'shop'],
  getTradeInEvent: ['id'],
  getMyTradeIn: ['id'],
  getMyTradeInEvent: ['id'],
  getTradeInForm: ['id', 'serialNumber'],
  cancelTradeIn: ['id'],
  sendMyDevice: ['kind', 'id', 'courier', 'trackingNumber'],
  checkWarranty: ['code'],
  getMyDeviceBySerial: ['serialNumber'],
  getMyCertificate: ['serialNumber'],
  offerTransfer: ['id'],
  withdrawTransfer: ['id'],
  acceptTransfer: ['code'],
  answerEstimate: ['id', 'nonce', 'answer'],
  getEstimateByLink: ['token'],
  answerByLink: ['token', 'answer'],
  getVisitChoice: ['id'],
  bookVisit: ['id', 'visitAt'],
}

const codeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 30 })
const edge = fc.constantFrom(
  '',
  ' ',
  '\uD800',
  '\uDFFF',
  '\u202E',
  '\u200F\u200B',
  '\u0000',
  '𝕏👨‍👩‍👧',
  'NaN',
  '__proto__',
  'constructor',
  '/',
  '//evil.example',
  '/\\evil.example',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '-1',
  '1e309',
)
const huge = fc.tuple(fc.integer({ min: 5_000, max: 60_000 }), fc.constantFrom('A', '가', '\u202E', '\uD800')).map(([length, unit]) => unit.repeat(length))
const hostileString = fc.oneof({ weight: 4, arbitrary: codeUnits }, { weight: 3, arbitrary: edge }, { weight: 1, arbitrary: huge })
const protoKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf')

const anything = (fields: string[]) =>
  fc.anything({
    key: fc.oneof(fields.length ? fc.constantFrom(...fields) : protoKey, protoKey, hostileString),
    values: [hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.bigInt()],
    maxDepth: 4,
    maxKeys: 6,
    withMap: true,
    withSet: true,
    withDate: true,
    withBigInt: true,
    withNullPrototype: true,
    withSparseArray: true,
  })

/** Nesting far deeper than any form sends, written as Seroval JSON text (too deep for JSON.stringify). */
const deep = fc.integer({ min: 200, max: 5_000 }).map((depth) => {
  let open = ''
  for (let i = 1; i <= depth; i += 1) open += `{"t":9,"i":${i},"a":[`
  const node = `${open}{"t":0,"s":1}${'],"o":0}'.repeat(depth)}`
  return `{"t":{"t":10,"i":0,"p":{"k":["data","context"],"v":[${node},{"t":10,"i":99999,"p":{"k":[],"v":[]},"o":0}]},"o":0},"f":127,"m":[]}`
})

type Call = { encoded: unknown } | { raw: string }
const calls = (fields: string[]): fc.Arbitrary<Call> =>
  fc.oneof(
    { weight: 12, arbitrary: anything(fields).map((data) => ({ encoded: toJSON({ data, context: {} }) })) },
    { weight: 1, arbitrary: deep.map((raw) => ({ raw })) },
  )

const headers = { origin: webURL, 'x-tsr-serverfn': 'true', 'content-type': 'application/json' }

function callServerFunction(sender: Sender, id: string, get: boolean, call: Call): Promise<Response | null> {
  const body = 'raw' in call ? call.raw : JSON.stringify(call.encoded)
  if (get)
    return getOrRefusedByNode(
      sender,
      `/_serverFn/${id}?payload=${encodeURIComponent(body.replace(/[\uD800-\uDFFF]/g, (unit, offset, whole) => (isPaired(whole, offset) ? unit : '\uFFFD')))}`,
      headers,
    )
  return send(sender, `/_serverFn/${id}`, { method: 'POST', headers, body })
}
// A URL cannot carry a lone surrogate (encodeURIComponent throws): it becomes U+FFFD, as in a browser.
const isPaired = (text: string, at: number) => {
  const code = text.charCodeAt(at)
  return code < 0xdc00 ? (text.charCodeAt(at + 1) & 0xfc00) === 0xdc00 : at > 0 && (text.charCodeAt(at - 1) & 0xfc00) === 0xd800
}

const printable = (input: unknown) => JSON.stringify(input, (_, value) => (typeof value === 'bigint' ? `${value}n` : value))?.slice(0, 300)

/**
 * Runs `send` on RUNS generated inputs, CONCURRENCY at a time; collects what went wrong. A 5xx is
 * one, unless `saysADependencyIsDown` finds it is the route's own report that a server it
 * depends on did not answer (the health check's 503), which no input causes.
 */
async function fuzz<T>(
  name: string,
  inputs: fc.Arbitrary<T>,
  call: (input: T) => Promise<Response | null>,
  check: (response: Response) => Promise<string | null>,
  saysADependencyIsDown: (status: number, body: string) => boolean = () => false,
) {
  const seed = fuzzSeed()
  const samples = fc.sample(inputs, { numRuns: RUNS, seed })
  const problems: string[] = []
  let serverErrors = 0
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < samples.length) {
        const input = samples[next++]!
        // A call that gets no answer (a timeout) is a problem of its input too, kept with it to replay.
        const response = await call(input).catch((error: Error) => `no answer: ${whyNoAnswer(error)}`)
        if (typeof response === 'string') {
          if (problems.length < 5) problems.push(`${response}\n  input: ${printable(input)}`)
          continue
        }
        // Refused by Node's HTTP parser, which closed the socket before any code of ours ran.
        if (!response) continue
        const body = response.status >= 500 ? await response.text() : ''
        const serverError = response.status >= 500 && !saysADependencyIsDown(response.status, body)
        if (serverError) serverErrors += 1
        const problem = serverError ? `status ${response.status}: ${body.slice(0, 200)}` : response.status >= 500 ? null : await check(response)
        // An answer's body is read, or let go, before its connection serves the next call.
        if (!response.bodyUsed) await response.body?.cancel()
        if (problem && problems.length < 5) problems.push(`${problem}\n  input: ${printable(input)}`)
      }
    }),
  )
  console.log(`fuzz ${name}: ${samples.length} inputs, ${serverErrors} server errors (replay: FUZZ_SEED=${seed} FUZZ_RUNS=${RUNS})`)
  expect(problems, `fuzz ${name}`).toEqual([])
  expect(samples.length).toBeGreaterThanOrEqual(RUNS)
}

/**
 * A refused call (4xx) must say why in Korean; Start carries the message in its serialised error.
 * A call that succeeded (2xx) carries a result, never an error: a refusal answers with its 4xx.
 * A 404 of notFound() is the exception: the route's own 404 screen says it to the visitor.
 */
const refusedInKorean = async (response: Response) => {
  const text = await response.text()
  const status = response.status
  // Start's reply is one Seroval object, `{ result }` or `{ error }`: its keys are the first node's.
  const serialized = response.headers.has('x-tss-serialized') && (response.headers.get('content-type') ?? '').includes('application/json')
  const keys = serialized ? ((JSON.parse(text) as { p?: { k?: string[] } }).p?.k ?? []) : []
  if (status < 300) return keys.includes('error') ? `status ${status} carrying an error: ${text.slice(0, 200)}` : null
  if (status === 404 && keys.includes('error') && text.includes('"isNotFound"')) return null
  // Node's HTTP parser refuses a URL or body past its limits before any of our code runs.
  if (status < 400 || [413, 414, 431].includes(status)) return null
  return HANGUL.test(text) ? null : `status ${status} without a Korean message: ${text.slice(0, 200)}`
}

/**
 * Customers the CMS made since `since` for no consumer of Firebase: what a forged or garbled
 * credential would make. Journeys running meanwhile make customers of their own, each for a
 * consumer of the emulator (those who closed their account since are anonymised).
 */
async function customersForNobody(request: APIRequestContext, since: string) {
  const cms = await cmsAsAdmin(request)
  const made = await cms.get(
    `/api/customers?pagination=false&depth=0&reason=${bulkReadReason}&where[createdAt][greater_than_equal]=${encodeURIComponent(since)}`,
  )
  const { docs } = (await made.json()) as { docs: Array<{ id: number; firebaseUid: string | null; anonymisedAt?: string | null }> }
  const known = await Promise.all(
    docs.map((customer) =>
      customer.anonymisedAt || !customer.firebaseUid
        ? true
        : adminAuth()
            .getUser(customer.firebaseUid)
            .then(
              () => true,
              () => false,
            ),
    ),
  )
  return docs.filter((_, index) => !known[index]).map((customer) => customer.id)
}

test.describe.configure({ timeout: 240_000 })

const functions = serverFunctions()

test('the build exposes the server functions this test knows of', () => {
  expect([...functions.keys()].sort()).toEqual(
    [
      ...GET_FUNCTIONS,
      'resetPassword',
      'endSession',
      'admitAuthAttempt',
      'applyEmailAction',
      'createSession',
      'deleteMyAccount',
      'completeRegistration',
      'updateMyProfile',
      'updateMyNoticeChannel',
      'sendSurveyResponse',
      'editSurveyResponse',
      'cancelRequest',
      'moveRequestToShop',
      'cancelTradeIn',
      'sendMyDevice',
      'offerTransfer',
      'withdrawTransfer',
      'acceptTransfer',
      'answerEstimate',
      'answerByLink',
      'bookVisit',
      'agreeToChangedPolicies',
      'requestDataChange',
    ].sort(),
  )
})

for (const [name, id] of functions) {
  test(`server function ${name}: generated input never breaks it`, async ({ request }) => {
    const since = new Date().toISOString()
    await fuzz(name, calls(FIELDS[name] ?? []), (call) => callServerFunction(signedOut, id, GET_FUNCTIONS.has(name), call), refusedInKorean)
    expect(await customersForNobody(request, since), 'customers made for no consumer').toEqual([])
  })
}

// Transport a script can break where a browser never would: not JSON, or not Seroval.
test('server functions: a body that is not Seroval JSON is a client error', async () => {
  const id = functions.get('getPost')!
  const postId = functions.get('createSession')!
  const raw = fc.oneof(
    hostileString,
    fc.constantFrom('{', '[1,', '{"t":10}', '{"t":99,"s":1}', '{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":25,"s":"x"}]},"o":0}', 'null', '1'),
  )
  await fuzz(
    'serverFn transport',
    fc.tuple(raw, fc.boolean()),
    ([text, get]) => callServerFunction(signedOut, get ? id : postId, get, { raw: text }),
    refusedInKorean,
  )
})

// An id this build has no function for (a tab opened before a deploy, a guess, garbage), by GET or
// POST, with arguments or without: a client error with a Korean message, as for a known id.
test('server functions: an id the build does not have is a client error', async () => {
  const known = [...functions.values()]
  const unknownId = fc.oneof(
    fc.stringMatching(/^[0-9a-f]{64}$/),
    fc.constantFrom(...known).map((id) => `${id}_9`),
    fc.constantFrom(...known).map((id) => id.slice(1)),
    fc.constantFrom('', 'undefined', '%00', '..', '%ED%A0%80'),
    hostileString.map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))),
  )
  const withArguments: Call = { encoded: toJSON({ data: {}, context: {} }) }
  await fuzz(
    'serverFn unknown id',
    fc.tuple(unknownId, fc.boolean(), fc.boolean()),
    ([id, get, withPayload]) =>
      withPayload
        ? callServerFunction(signedOut, id, get, withArguments)
        : get
          ? getOrRefusedByNode(signedOut, `/_serverFn/${id}`, headers)
          : send(signedOut, `/_serverFn/${id}`, { method: 'POST', headers: { origin: webURL, 'x-tsr-serverfn': 'true' } }),
    refusedInKorean,
  )
})

/**
 * Node refuses a request whose headers pass its limit (16 KiB, the URL counted in) with 431 and closes the connection,
 * sometimes while the client is still writing (EPIPE): either way no code of ours ran.
 */
async function getOrRefusedByNode(sender: Sender, url: string, headers?: Record<string, string>): Promise<Response | null> {
  try {
    return await send(sender, url, { headers })
  } catch (error) {
    if (url.length > 15 * 1024 && /EPIPE|ECONNRESET|UND_ERR_SOCKET/.test(whyNoAnswer(error as Error))) return null
    throw error
  }
}

// The API routes: whatever the query or body.
const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom('token', 'exit', 'redirect', 'code', 'state', 'error', 'payload'), hostileString), hostileString), { maxLength: 4 })
  .map((pairs) => new URLSearchParams(pairs.map(([key, value]) => [key.replace(/[\uD800-\uDFFF]/g, ''), value.replace(/[\uD800-\uDFFF]/g, '')])).toString())

for (const path of ['/api/health', '/api/preview', '/api/users/token', '/api/media/file/x', '/auth/kakao', '/auth/kakao/callback']) {
  test(`GET ${path}: any query string is a page, a redirect or a client error`, async () => {
    await fuzz(
      `GET ${path}`,
      query,
      (search) => getOrRefusedByNode(signedOut, `${path}?${search}`),
      async () => null,
      // The storefront's health says 503 when the CMS missed its short probe: on two busy cores it may.
      (status, body) => path === '/api/health' && status === 503 && body.includes('"cms":"down"'),
    )
  })
}

test('POST /api/analytics: any body is accepted or refused, never a crash', async () => {
  const body = fc.oneof(
    anything(['route', 'path', 'location']).map((value) => JSON.stringify(value, (_, item) => (typeof item === 'bigint' ? String(item) : item)) ?? 'null'),
    hostileString,
  )
  await fuzz(
    'POST /api/analytics',
    body,
    (data) => send(signedOut, '/api/analytics', { method: 'POST', headers: { ...fromStorefront, 'content-type': 'application/json' }, body: data }),
    async () => null,
  )
})

// The plain form posts (they work without JavaScript): whatever the fields, a redirect or a client error. A
// client address of its own, so its checks spend no other journey's budget (30 per client). The A/S and
// trade-in posts are sent signed out here: they must turn the visitor away before reading anything.
const registrationFields = ['serialNumber', 'authCode', 'idempotencyKey', 'purchaseDate', 'purchaseChannel', 'purchaseShop', 'termsAccepted', 'privacyAccepted']
const requestFields = [
  'event',
  'symptom',
  'description',
  'method',
  'shop',
  'name',
  'phone',
  'postalCode',
  'address',
  'detail',
  'powersOn',
  'exterior',
  'accessories',
]
const formFields = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...registrationFields, ...requestFields), hostileString), hostileString), { maxLength: 6 })
  .map((pairs) => Object.fromEntries(pairs.map(([key, value]) => [key.replace(/[\uD800-\uDFFF]/g, ''), value.replace(/[\uD800-\uDFFF]/g, '')])))

const FORM_POSTS = [
  '/api/devices/check',
  '/api/identity/start',
  '/api/devices/register',
  '/api/service/request',
  '/api/service/message',
  '/api/trade-in/request',
  '/api/marketing/refuse',
]

for (const path of FORM_POSTS) {
  test(`POST ${path}: any form is a redirect or a client error`, async () => {
    const visitor = { forwardedFor: `2001:db8:f::${randomUUID().slice(0, 4)}` }
    await fuzz(
      `POST ${path}`,
      formFields,
      (form) => send(visitor, path, { method: 'POST', headers: fromStorefront, body: new URLSearchParams(form) }),
      async () => null,
    )
  })
}

// Signed in: past the sign-in check. One customer of this file's own, with a client address of its
// own; logging out and closing the account are left out, as they would end the session the rest use.
test.describe('signed in as a customer', () => {
  let customer: Sender
  test.beforeAll(async ({ browser }, testInfo) => {
    const page = await browser.newPage({ baseURL: webURL })
    const forwardedFor = await ownClientAddress(page.context())
    await signInAsOwnCustomer(page, testInfo, 'fuzz')
    customer = await senderOf(page.context(), forwardedFor)
    await page.close()
  })

  for (const [name, id] of functions) {
    if (name === 'endSession' || name === 'deleteMyAccount') continue
    test(`server function ${name}, signed in: generated input never breaks it`, async ({ request }) => {
      const since = new Date().toISOString()
      await fuzz(`${name} (signed in)`, calls(FIELDS[name] ?? []), (call) => callServerFunction(customer, id, GET_FUNCTIONS.has(name), call), refusedInKorean)
      expect(await customersForNobody(request, since), 'customers made for no consumer').toEqual([])
      expect((await (await send(customer, '/api/users/token')).json()).user, 'still signed in').not.toBeNull()
    })
  }

  for (const path of FORM_POSTS) {
    test(`POST ${path}, signed in: any form is a redirect or a client error`, async () => {
      await fuzz(
        `POST ${path} (signed in)`,
        formFields,
        (form) => send(customer, path, { method: 'POST', headers: fromStorefront, body: new URLSearchParams(form) }),
        async () => null,
      )
    })
  }
})
