// Property-based fuzzing of every custom endpoint through the real Payload (docs/decisions/0019): at least
// FUZZ_RUNS generated inputs each — wrong types, huge and broken unicode strings, prototype keys,
// deep nesting, bodies that are not JSON. None may answer 5xx; a refusal a consumer reads is in
// Korean; nothing is stored that was not acknowledged, nothing acknowledged is missing.
import fc from 'fast-check'
import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Consumer } from '@/test/firebase'
import { verifiedConsumer } from '@/test/identity'
import { customerOf } from '@/test/fixtures'
import { CONCURRENCY, FUZZ_RUNS, fuzzSeed, HANGUL, hostileBody, hostileHeader, hostileString, messagesOf, withinTime } from '@/test/fuzz'
import { rest, staffSession, testPayload } from '@/test/payload'

const tally: string[] = []

/**
 * Runs `send` on FUZZ_RUNS inputs from fast-check, CONCURRENCY at a time (most of each request
 * waits on PostgreSQL or the Auth Emulator); every answer must be below 500 and pass `check`. The
 * first failing input is then handed to fc.assert, which shrinks it to a small counterexample.
 */
async function fuzz<T>(name: string, inputs: fc.Arbitrary<T>, send: (input: T) => Promise<Response>, check?: (response: Response, input: T) => Promise<void>) {
  let tried = 0
  let serverErrors = 0
  const attempt = async (input: T) => {
    tried += 1
    const response = await withinTime(send(input), name)
    if (response.status >= 500) serverErrors += 1
    expect(response.status, `${name} answered ${response.status}: ${(await response.clone().text()).slice(0, 300)}`).toBeLessThan(500)
    await check?.(response, input)
  }
  const seed = fuzzSeed()
  const samples = fc.sample(inputs, { numRuns: FUZZ_RUNS, seed })
  let failing: { input: T } | undefined
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < samples.length && !failing) {
        const input = samples[next++]!
        await attempt(input).catch(() => {
          failing ??= { input }
        })
      }
    }),
  )
  const line = `fuzz ${name}: ${tried} inputs, ${serverErrors} server errors (replay: FUZZ_SEED=${seed} FUZZ_RUNS=${FUZZ_RUNS})`
  tally.push(line)
  console.log(line)
  if (failing) await fc.assert(fc.asyncProperty(inputs, attempt), { examples: [[failing.input]], numRuns: 1, seed })
  expect(tried).toBeGreaterThanOrEqual(FUZZ_RUNS)
}

const refusedInKorean = async (response: Response) => {
  if (response.status < 400) return
  const messages = await messagesOf(response)
  expect(messages.length, `status ${response.status} without a message`).toBeGreaterThan(0)
  for (const message of messages) expect(message, `status ${response.status}`).toMatch(HANGUL)
}

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  rest(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })

/** A query value as URLSearchParams writes it, or raw bytes a browser never would. */
const hostileQueryValue = fc.oneof(
  hostileString.map((value) => new URLSearchParams({ v: value }).toString().slice(2)),
  fc.constantFrom('%', '%zz', '%ED%A0%80', '%C0%AF', '%00', '%FF%FE', '1%20OR%201=1', '-1', '0x10', '1e3', '1.5', '%2F..%2F'),
)

describe('fuzzing the custom CMS endpoints', () => {
  let payload: Payload
  let consumer: Consumer
  let admin: Record<string, string>
  let manager: Record<string, string>

  beforeAll(async () => {
    payload = await testPayload()
    consumer = await verifiedConsumer(payload, '퍼즈 고객')
    await customerOf(consumer)
    admin = (await staffSession(payload, 'admin')).headers
    manager = (await staffSession(payload, 'manager')).headers
  })

  afterAll(() => {
    console.log(`fuzz total: ${tally.length} endpoints\n${tally.join('\n')}`)
  })

  const rows = async (collection: CollectionSlug) => (await payload.count({ collection, overrideAccess: true })).totalDocs

  it('POST /api/serials/check (visitors): an answer with a Korean message for anything refused', async () => {
    // Each input from a visitor of its own: from one address the limit (docs/decisions/0016) would
    // answer all but the first few, and use up the budget the other test files' checks share.
    let visitor = 0
    const fromNextVisitor = () => ({ 'x-forwarded-for': `198.18.${Math.floor(++visitor / 250)}.${(visitor % 250) + 1}` })
    await fuzz(
      'serials/check',
      hostileBody(['serialNumber', 'authCode']),
      (body) => post('/serials/check', body, fromNextVisitor()),
      async (response) => {
        await refusedInKorean(response.clone())
        if (response.status === 200) {
          const answer = (await response.json()) as { result: string; message?: string }
          if (answer.result !== 'ok') expect(answer.message).toMatch(HANGUL)
        }
      },
    )
  })

  it('POST /api/serials/import (admin): a hostile CSV imports nothing and says why', async () => {
    const cell = fc.oneof(hostileString, fc.constantFrom('"', '""', '"a""b"', '=1+1', '@SUM(A1)', '\t', 'serial', 'product', '인증코드'))
    const csv = fc
      .tuple(
        fc.constantFrom('serial,product', 'serial,product,code', '일련번호,제품,인증코드', '\uFEFFserial,product', 'product', ''),
        fc.array(
          fc.array(cell, { maxLength: 5 }).map((cells) => cells.join(',')),
          { maxLength: 8 },
        ),
        fc.constantFrom('\n', '\r\n', '\r'),
      )
      .map(([head, lines, newline]) => [head, ...lines].join(newline))
    const before = await rows('serials')
    let imported = 0
    await fuzz(
      'serials/import',
      fc.oneof(
        csv.map((text) => ({ type: 'text/csv', text })),
        hostileBody(['file']).map((text) => ({ type: 'application/json', text })),
      ),
      ({ type, text }) => rest('/serials/import', { method: 'POST', headers: { 'content-type': type, ...admin }, body: text }),
      async (response) => {
        if (response.headers.get('content-type')?.includes('json') && response.status !== 400) {
          // The per-row report: why the file or each row was refused.
          const report = (await response.json()) as { imported: number; error?: string; rejected: { reason: string }[] }
          imported += report.imported
          if (report.imported === 0) {
            const reasons = [...(report.error ? [report.error] : []), ...report.rejected.map((row) => row.reason)]
            expect(reasons.length, 'a refused import says why').toBeGreaterThan(0)
            for (const reason of reasons) expect(reason).toMatch(HANGUL)
          }
        } else await refusedInKorean(response)
      },
    )
    expect(await rows('serials')).toBe(before + imported)
    expect(imported, 'no hostile CSV names a real product').toBe(0)
  })

  it('POST /api/customers/me/anonymise: a visitor with any credential is refused in Korean, no one is anonymised', async () => {
    const anonymised = async () => (await payload.count({ collection: 'customers', where: { anonymisedAt: { exists: true } }, overrideAccess: true })).totalDocs
    const before = await anonymised()
    await fuzz(
      'customers/me/anonymise',
      fc.tuple(hostileHeader, hostileBody(['id', 'customer', 'email'])),
      ([authorization, body]) => post('/customers/me/anonymise', body, { authorization }),
      async (response) => {
        expect(response.status).toBe(401)
        await refusedInKorean(response)
      },
    )
    expect(await anonymised()).toBe(before)
  })

  it('GET /api/survey-responses/export (manager): any survey parameter and reason, a CSV or a Korean refusal', async () => {
    await fuzz(
      'survey-responses/export',
      fc.tuple(hostileQueryValue, hostileQueryValue, fc.boolean()),
      ([survey, reason, signedIn]) => rest(`/survey-responses/export?survey=${survey}&reason=${reason}`, { headers: signedIn ? manager : {} }),
      async (response, [, , signedIn]) => {
        if (!signedIn) expect(response.status).toBe(403)
        await refusedInKorean(response)
      },
    )
  })

  it('GET /api/preview/draft: any token is a Korean 404', async () => {
    await fuzz(
      'preview/draft',
      hostileHeader,
      (token) => rest('/preview/draft', { headers: { 'x-preview-token': token } }),
      async (response) => {
        expect(response.status).toBe(404)
        await refusedInKorean(response)
      },
    )
  })

  it('GET /api/health and /api/content-version ignore any query', async () => {
    for (const path of ['health', 'content-version']) {
      await fuzz(
        path,
        fc.tuple(hostileQueryValue, hostileQueryValue),
        ([name, value]) => rest(`/${path}?${name}=${value}`),
        async (response) => {
          expect(response.status).toBe(200)
        },
      )
    }
  })

  // The consumer writes (idempotentCreate): anything a consumer may post, with or without a key.
  const writes: [CollectionSlug, string[]][] = [
    ['devices', ['serialNumber', 'authCode', 'purchaseDate', 'purchasePlace', 'customer', 'status', 'product']],
    ['service-requests', ['device', 'symptom', 'description', 'photos', 'customer', 'status', 'contact']],
    ['trade-ins', ['event', 'device', 'shop', 'customer', 'status', 'preferredDate']],
    ['attachments', ['filename', 'url', 'alt', 'customer', 'sizes', 'focalX']],
    ['survey-responses', ['survey', 'answers', 'customer', 'consent']],
  ]
  for (const [collection, fields] of writes) {
    it(`POST /api/${collection} (a consumer): refused in Korean, stored exactly when acknowledged`, async () => {
      const before = await rows(collection)
      let acknowledged = 0
      const key = fc.option(fc.oneof(hostileHeader, fc.uuid()), { nil: undefined })
      await fuzz(
        collection,
        fc.tuple(hostileBody(fields), key),
        ([body, idempotencyKey]) =>
          post(`/${collection}`, body, { ...consumer.headers, ...(idempotencyKey !== undefined && { 'idempotency-key': idempotencyKey }) }),
        async (response) => {
          if (response.status === 201) acknowledged += 1
          await refusedInKorean(response)
        },
      )
      expect(await rows(collection)).toBe(before + acknowledged)
    })
  }
})
