// Simulated consumers for `npm run faults` (scripts/faults.mjs, docs/decisions/0031): each a real
// user of the Auth Emulator, signed in to the storefront through its own sign-in function, with
// the customer record the CMS makes on first sight and a client address of their own. They submit
// the consumer flows' real form posts as the pages' scripts do (multipart, `accept:
// application/json`, the form's idempotency key) and, on an answer that is not an
// acknowledgement, send the same form again after a moment, as a customer clicking again would.
import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { toJSON } from 'seroval'

export const HANGUL = /[가-힣]/
/** How long a customer waits for an answer before it counts as a timeout. */
const ANSWER_TIMEOUT_MS = 30_000
/** Between a refusal and the same form sent again: reading the message, clicking again. */
const THINK_MS = 2_000
/** Between a passed genuineness check and the license form's post: a date, a channel, two consents. */
const FILL_MS = 5_000
/** The completion page each acknowledged submit leads to, with the new record's id. */
const ACKNOWLEDGED = {
  register: /^\/device\/register\/complete\?device=(\d+)$/,
  service: /^\/user\/service\/complete\?service=(\d+)$/,
  tradeIn: /^\/trade-in\/view\/(\d+)$/,
}
const KINDS = Object.keys(ACKNOWLEDGED)

/** Server function name → id, from the storefront build's manifest (as e2e/support.ts reads it). */
export function serverFunctionIds(serverDir) {
  const chunks = readdirSync(join(serverDir, 'assets')).filter((name) => name.includes('server-fn'))
  const bundle = [join(serverDir, 'index.mjs'), ...chunks.map((name) => join(serverDir, 'assets', name))].map((file) => readFileSync(file, 'utf8')).join('\n')
  const ids = new Map()
  for (const [, id, name] of bundle.matchAll(/"([0-9a-f]{64}(?:_\d+)?)":\s*\{\s*functionName:\s*"(\w+)_createServerFn_handler"/g)) ids.set(name, id)
  return ids
}

/** The text of the page's alerts (role="alert"): where the forms show a refusal. */
const alertsOf = (html) =>
  [...html.matchAll(/<(\w+)[^>]*\brole="alert"[^>]*>([\s\S]*?)<\/\1>/g)].map(([, , inner]) => inner.replace(/<[^>]+>/g, '').trim()).filter(Boolean)

/** Every string in a JSON answer (the forms' `errors`, or a `message`). */
const stringsOf = (value) => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [])

/**
 * A browser of one consumer: its cookies, its client address (the storefront trusts one proxy hop,
 * so X-Forwarded-For is the address a load balancer would report), and what a page of the
 * storefront sends with a write (same origin).
 */
class Browser {
  constructor(webUrl, address) {
    this.webUrl = webUrl
    this.address = address
    this.cookies = new Map()
  }

  async send(path, { method = 'GET', body, headers = {}, json = false } = {}) {
    const response = await fetch(`${this.webUrl}${path}`, {
      method,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      headers: {
        'x-forwarded-for': this.address,
        ...(this.cookies.size && { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') }),
        ...(method !== 'GET' && { origin: this.webUrl, 'sec-fetch-site': 'same-origin' }),
        ...(json && { accept: 'application/json' }),
        ...headers,
      },
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const name = pair.slice(0, pair.indexOf('=')).trim()
      const gone = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))
      if (gone) this.cookies.delete(name)
      else this.cookies.set(name, pair.slice(pair.indexOf('=') + 1).trim())
    }
    return response
  }
}

/**
 * Signs a new consumer up in the Auth Emulator (its REST API, as the web SDK does), turns the ID
 * token into the storefront's session through the storefront's own sign-in function, opens my
 * page (where the CMS makes the customer record) and verifies being an adult (본인인증) through the
 * PortOne stand-in, as registration asks once: the storefront starts it, the stand-in records the
 * person, PortOne's redirect brings the id back. Returns the consumer, signed in.
 */
export async function signedInConsumer({ webUrl, emulatorHost, createSessionId, address, email, portOneUrl, phoneNumber = '010-1234-5678' }) {
  const password = `Pw-${randomUUID()}`
  const signUp = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, displayName: '장애 시험 고객', returnSecureToken: true }),
  })
  if (!signUp.ok) throw new Error(`emulator sign-up of ${email}: ${signUp.status} ${await signUp.text()}`)
  const { idToken, localId } = await signUp.json()
  const browser = new Browser(webUrl, address)
  const session = await browser.send(`/_serverFn/${createSessionId}`, {
    method: 'POST',
    headers: { 'x-tsr-serverfn': 'true', 'content-type': 'application/json' },
    body: JSON.stringify(toJSON({ data: { idToken }, context: {} })),
  })
  if (!session.ok || !browser.cookies.has('session')) throw new Error(`sign-in of ${email}: ${session.status} ${await session.text()}`)
  // My page, reloaded as a customer would after an error page: on a machine busy with other work its
  // first render has been seen to fail (500) while the scenarios were still only preparing.
  let myPage = await browser.send('/user')
  for (let reload = 0; myPage.status >= 500 && reload < 3; reload += 1) myPage = await browser.send('/user')
  if (myPage.status !== 200) throw new Error(`/user for ${email}: ${myPage.status}`)
  const back = '/device/register/auth'
  const started = await browser.send('/api/identity/start', { method: 'POST', json: true, body: new URLSearchParams({ back }) })
  if (started.status !== 200) throw new Error(`identity verification of ${email}: ${started.status} ${await started.text()}`)
  const { identityVerificationId } = await started.json()
  const person = { name: '장애시험', birthDate: '1990-01-01', phoneNumber, operator: 'SKT', ci: `faults-${email}` }
  const verified = await fetch(`${portOneUrl}/test/identity-verifications`, { method: 'POST', body: JSON.stringify({ identityVerificationId, ...person }) })
  if (verified.status !== 201) throw new Error(`the PortOne stand-in for ${email}: ${verified.status} ${await verified.text()}`)
  const returned = await browser.send(`/api/identity/return?${new URLSearchParams({ back, identityVerificationId })}`)
  if (returned.status !== 303 || returned.headers.get('location') !== back) {
    throw new Error(`identity confirmation of ${email}: ${returned.status} → ${returned.headers.get('location')}`)
  }
  return { email, uid: localId, address, browser, phoneNumber, writes: 1, forms: 0, devices: [] }
}

/**
 * One scenario's load: every consumer submits, one form at a time, for `seconds`, a new form every
 * `interval` ms (started at a random offset, so the consumers do not move in step); a form that is
 * not acknowledged is sent again with the same key until it is, or is refused for its rate, or
 * `settleSeconds` after the load ended. `context` names the event and serials to use; `onAnswer`
 * sees every answer as it comes.
 */
export function startLoad(consumers, { seconds, interval, settleSeconds, budget, context, onAnswer = () => {} }) {
  const startedAt = Date.now()
  const endsAt = startedAt + seconds * 1000
  const settleBy = endsAt + settleSeconds * 1000
  const submits = []
  const answers = []
  const record = (submit, step, started, outcome) => {
    const answer = { kind: submit.kind, step, at: started, ms: Date.now() - started, ...outcome }
    answers.push(answer)
    submit.answers.push(answer)
    onAnswer(answer)
    return answer
  }

  const run = async (consumer) => {
    let next = startedAt + Math.random() * interval
    for (;;) {
      await sleep(Math.max(0, next - Date.now()))
      // New forms up to part of the account's budget: the rest is room for sending them again.
      if (Date.now() >= endsAt || consumer.forms >= budget.newForms) return
      consumer.forms += 1
      // A kind drawn at random: in a fixed rotation the A/S form, quick, always followed the
      // registration, slow, and never met a fault that a registration before it was retried through.
      const submit = newSubmit(consumer, KINDS[Math.floor(Math.random() * KINDS.length)], context)
      submits.push(submit)
      await carryOut(consumer, submit, { settleBy, budget, record, context })
      next = Math.max(next + interval, Date.now())
    }
  }
  const done = Promise.all(consumers.map(run))
  return { startedAt, endsAt, submits, answers, done }
}

/** The next form of `consumer`: of `kind` when it has a device for it, else a registration. */
function newSubmit(consumer, kind, context) {
  const free = consumer.devices.filter((device) => !device.used)
  const chosen = kind === 'register' || free.length === 0 ? 'register' : kind
  const key = randomUUID()
  const submit = { consumer: consumer.email, kind: chosen, key, answers: [], acknowledgedId: null, finally: null }
  if (chosen === 'register') {
    submit.serial = context.serials.pop()
    if (!submit.serial) throw new Error('fault load: out of serials to register')
  } else {
    // The device is spent whatever the outcome: a form refused in error may still have filed it.
    const device = free[0]
    device.used = true
    submit.serial = device.serial
  }
  return submit
}

/** Sends one form until it is acknowledged, refused for its rate, navigated away from, or too late. */
async function carryOut(consumer, submit, { settleBy, budget, record, context }) {
  let checked = false
  for (;;) {
    let answer
    if (submit.kind === 'register' && !checked) {
      answer = await attempt(consumer, submit, 'check', record, () => check(consumer, submit.serial))
      checked = answer.outcome === 'passed'
      if (checked) await sleep(FILL_MS)
    }
    if (checked || submit.kind !== 'register') {
      if (consumer.writes >= budget.max) answer = { outcome: 'out of budget' }
      else {
        consumer.writes += 1
        answer = await attempt(consumer, submit, 'submit', record, () => post(consumer, submit, context))
      }
      // The kept serial expired or was lost: the journey starts again at the check.
      if (answer.location?.startsWith('/device/register?error=expired')) checked = false
    }
    submit.finally = answer.outcome
    if (answer.outcome === 'acknowledged') {
      submit.acknowledgedId = answer.id
      if (submit.kind === 'register') consumer.devices.push({ serial: submit.serial, id: answer.id })
      return
    }
    // Told to wait minutes, or taken to another page: the customer does not send this form again now.
    if (['rate limited', 'out of budget', 'navigated'].includes(answer.outcome)) return
    if (Date.now() + THINK_MS > settleBy) {
      submit.finally = `abandoned after ${answer.outcome}`
      return
    }
    await sleep(THINK_MS)
  }
}

/** One answer, timed and classified; a timeout or a dropped connection is an answer too. */
async function attempt(consumer, submit, step, record, send) {
  const started = Date.now()
  try {
    return record(submit, step, started, await send())
  } catch (error) {
    const timeout = error?.name === 'TimeoutError'
    return record(submit, step, started, {
      outcome: 'other',
      status: 0,
      detail: timeout ? `no answer in ${ANSWER_TIMEOUT_MS / 1000} s` : String(error?.cause ?? error),
    })
  }
}

/** The genuineness check (/device/register's form): on to the next step with the serial kept, or back with the reason. */
async function check(consumer, serial) {
  const response = await consumer.browser.send('/api/devices/check', { method: 'POST', body: new URLSearchParams({ serialNumber: serial }) })
  const location = response.headers.get('location') ?? ''
  if (response.status === 303 && location === '/device/register/auth') return { outcome: 'passed', status: 303 }
  if (response.status === 303 && location.startsWith('/device/register?')) {
    // The form shows why, in the page it goes back to: what the customer reads is what counts.
    const page = await consumer.browser.send(location)
    const alerts = page.status === 200 ? alertsOf(await page.text()) : []
    const message = alerts.find((text) => HANGUL.test(text))
    const reason = new URL(location, 'http://x').searchParams.get('error')
    if (!message) return { outcome: 'other', status: 303, detail: `back to ${location}, page ${page.status} without a Korean alert` }
    return { outcome: reason === 'limited' ? 'rate limited' : 'refused', status: 303, message }
  }
  return { outcome: 'other', status: response.status, detail: `${location} ${(await response.text()).slice(0, 200)}` }
}

/** The form post itself, with the fields its page sends. */
async function post(consumer, submit, context) {
  const form = new FormData()
  const fields = {
    register: {
      path: '/api/devices/register',
      termsAccepted: 'on',
      privacyAccepted: 'on',
      purchaseDate: context.today,
      purchaseChannel: 'marketplace',
    },
    service: {
      path: '/api/service/request',
      serialNumber: submit.serial,
      symptom: 'power',
      // The key in the text: a record stored twice would show twice, whatever key it was stored under.
      description: `전원이 켜지지 않습니다. 시험 번호 ${submit.key}`,
      method: 'mail',
      name: '장애시험',
      phone: '01012345678',
      postalCode: '04524',
      address: '서울 중구 세종대로 110',
    },
    tradeIn: {
      path: '/api/trade-in/request',
      event: String(context.eventId),
      serialNumber: submit.serial,
      exterior: 'clean',
      powersOn: 'yes',
      accessories: 'yes',
      note: `시험 번호 ${submit.key}`,
      method: 'mail',
      terms: 'accepted',
    },
  }[submit.kind]
  const { path, ...values } = fields
  for (const [name, value] of Object.entries({ ...values, idempotencyKey: submit.key })) form.append(name, value)
  const response = await consumer.browser.send(path, { method: 'POST', body: form, json: true })
  const text = await response.text()
  let body = null
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON: an error page, classified below
  }
  const location = typeof body?.location === 'string' ? body.location : undefined
  const acknowledged = location && ACKNOWLEDGED[submit.kind].exec(location)
  if (response.status === 200 && acknowledged) return { outcome: 'acknowledged', status: 200, id: Number(acknowledged[1]), location }
  const message = stringsOf(body?.errors ?? body?.message).find((text) => HANGUL.test(text))
  if (message) return { outcome: response.status === 429 ? 'rate limited' : 'refused', status: response.status, message }
  // Sent elsewhere without a word (sign-in, the list, the form again): not what the customer asked.
  if (location) return { outcome: 'navigated', status: response.status, location, detail: `to ${location}` }
  return { outcome: 'other', status: response.status, detail: text.replace(/\s+/g, ' ').slice(0, 200) }
}

/** Public pages fetched one after another by `clients` visitors until stopped; every answer kept. */
export function startPageViews(webUrl, paths, { clients = 2, pauseMs = 250 } = {}) {
  const views = []
  let stopped = false
  const visit = async (offset) => {
    for (let turn = offset; !stopped; turn += 1) {
      const path = paths[turn % paths.length]
      const at = Date.now()
      try {
        const response = await fetch(`${webUrl}${path}`, { signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) })
        const html = await response.text()
        // The error screen ("예상하지 못한 문제…") is not the page, whatever its status.
        views.push({
          path,
          at,
          ms: Date.now() - at,
          status: response.status,
          ok: response.status === 200 && !html.includes('예상하지 못한 문제가 발생했습니다'),
        })
      } catch (error) {
        views.push({ path, at, ms: Date.now() - at, status: 0, ok: false, detail: String(error?.cause ?? error) })
      }
      await sleep(pauseMs)
    }
  }
  const done = Promise.all(Array.from({ length: clients }, (_, index) => visit(index)))
  return {
    views,
    stop: () => {
      stopped = true
      return done
    },
  }
}
