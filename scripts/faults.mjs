// `npm run faults`: the product under faults, with nothing acknowledged lost (docs/decisions/0031).
// Starts the production-shaped stack as `npm test` does for its journeys (the same environment, so
// the production builds of this slot are reused while current) and runs three scenarios:
//
// 1. PostgreSQL stopped and started again while FAULTS_CONSUMERS simulated consumers submit device
//    registrations, A/S requests and trade-ins through the storefront's form posts.
// 2. The CMS killed (SIGKILL, its whole tree) and started again under the same load, while public
//    pages are fetched the whole time.
// 3. The mail server refusing every mail for FAULTS_MAIL_OUTAGE_SECONDS while staff change the
//    status of FAULTS_MAIL_REQUESTS A/S requests; every status mail must arrive once afterwards.
// 4. The message provider (the SOLAPI stand-in) refusing every send for FAULTS_TEXT_OUTAGE_SECONDS
//    while FAULTS_CONSUMERS consumers who hear by KakaoTalk file A/S requests and trade-ins for
//    FAULTS_LOAD_SECONDS and staff move their A/S requests on; every notice those writes called for
//    must arrive once afterwards (scripts/lib/fault-texts.mjs).
//
// FAULTS_SCENARIOS (postgres,cms,mail,texts by default) runs some of them: the mail scenario moves
// requests the first two filed, so it needs them; `FAULTS_SCENARIOS=texts FAULTS_TEXT_OUTAGE_SECONDS=60`
// is a quick run of the last.
//
// After 1 and 2 every acknowledged write is looked up in PostgreSQL: it must be stored exactly
// once, and every answer must be an acknowledgement or a refusal in Korean. Figures go to
// bench/faults.json (every run) and bench/faults.md (rendered from it); the exit code says whether
// the product held. TEST_SLOT moves the run to a slot's ports and folders, as for `npm test`;
// `npm run faults -- --render` writes faults.md again from faults.json.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { STALE_AFTER_MS, SWEEP_EVERY_MS } from '../cms/src/jobs/staleJobs.ts'
import { productionBuilds } from './lib/builds.mjs'
import { HANGUL, startLoad, startPageViews } from './lib/fault-load.mjs'
import { consumersFor, prepare, seoulDay, storedOnce, storefrontWriteLimits, until } from './lib/fault-setup.mjs'
import { textRows, textScenario } from './lib/fault-texts.mjs'
import { killService, onStop, stopAll, stopOnSignals } from './lib/processes.mjs'
import { migrateAndSeed, root, startBackingServices, startServer, startServers, testProfile } from './lib/stack.mjs'

const number = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not ${process.env[name]}`)
  return value
}
const SETTINGS = {
  consumers: number('FAULTS_CONSUMERS', 20),
  loadSeconds: number('FAULTS_LOAD_SECONDS', 60),
  // The outages are deliberate lengths: long enough for many submits to meet them.
  postgresDownSeconds: number('FAULTS_POSTGRES_DOWN_SECONDS', 10),
  cmsDownSeconds: number('FAULTS_CMS_DOWN_SECONDS', 15),
  mailOutageSeconds: number('FAULTS_MAIL_OUTAGE_SECONDS', 600),
  mailRequests: number('FAULTS_MAIL_REQUESTS', 20),
  textOutageSeconds: number('FAULTS_TEXT_OUTAGE_SECONDS', 600),
}
const SCENARIOS = ['postgres', 'cms', 'mail', 'texts']
const chosen = (process.env.FAULTS_SCENARIOS ?? SCENARIOS.join(',')).split(',').map((name) => name.trim())
for (const name of chosen) if (!SCENARIOS.includes(name)) throw new Error(`FAULTS_SCENARIOS: no scenario ${name} (${SCENARIOS.join(', ')})`)
if (chosen.includes('mail') && !(chosen.includes('postgres') && chosen.includes('cms')))
  throw new Error('FAULTS_SCENARIOS: mail moves the requests postgres and cms file')
const runs = (name) => chosen.includes(name)
/** How long after the load window a form still unacknowledged is sent again before it is given up. */
const SETTLE_SECONDS = 60
/**
 * A job the killed CMS left marked processing is given back to the queue by the CMS once it has
 * been marked for STALE_AFTER_MS (a sweep every SWEEP_EVERY_MS): marked for a minute past that, it
 * is stuck for good.
 */
const STUCK_MS = STALE_AFTER_MS + SWEEP_EVERY_MS + 60_000
/** The outbox empties within this once everything can be delivered (autoRun every 3 s), stale jobs freed included. */
const QUEUE_DRAIN_MS = STUCK_MS + 3 * 60_000
/**
 * How long the mail server takes to greet during scenario 2, as a relay abroad may: with the local
 * catcher's instant answers a mail is on its way for a few milliseconds only, and a crash would
 * practically never meet one, as it does on a busy day.
 */
const MAIL_LATENCY_MS = 1_500
const DATABASE = 'storefront_e2e'
const profile = testProfile()
stopOnSignals()

const problems = []
const fail = (message) => {
  problems.push(message)
  console.error(`[faults] PROBLEM: ${message}`)
}
const log = (message) => console.log(`[faults] ${message}`)
const seconds = (ms) => Math.round(ms / 100) / 10

async function main() {
  const limits = await storefrontWriteLimits({ loadSeconds: SETTINGS.loadSeconds, log })
  rmSync(profile.dataDir, { recursive: true, force: true })
  mkdirSync(profile.dataDir, { recursive: true })
  onStop(async () => rmSync(profile.postgresDir, { recursive: true, force: true }))

  // The journeys' stack of scripts/test.mjs, environment and all: its builds are this slot's builds.
  const { env, postgres } = await startBackingServices(profile, { freshDatabase: true })
  if (!postgres) throw new Error('npm run faults stops and starts PostgreSQL itself: leave DATABASE_URL unset')
  if (process.env.SMTP_HOST) throw new Error('npm run faults makes the mail catcher refuse mail: leave SMTP_HOST unset')
  if (process.env.SOLAPI_API_KEY) throw new Error('npm run faults makes the SOLAPI stand-in refuse: leave SOLAPI_API_KEY unset')
  // The page views below come from one address, rendered each while the CMS is away: no render budget (docs/decisions/0078).
  const stackEnv = { ...env, TRUSTED_PROXY_HOPS: '1', RENDER_BUDGET_PER_SECOND: '1000', RENDER_BUDGET_BURST: '10000' }
  await postgres.ensureDatabase(DATABASE, { fresh: true })
  stackEnv.DATABASE_URL = postgres.urlFor(DATABASE)
  await Promise.all([migrateAndSeed(stackEnv), productionBuilds(profile, stackEnv)])
  const servers = await startServers(profile, stackEnv, { production: true })
  const stack = {
    env: stackEnv,
    postgres,
    servers,
    query: (sql, params) => postgres.query(DATABASE, sql, params),
    catcher: stackEnv.MAIL_CATCHER_URL,
  }

  const setup = await prepare(stack, { webOutputDir: profile.webOutputDir })
  const results = { settings: SETTINGS, limits: limits.found, pacing: limits.pacing }
  if (runs('postgres')) results.postgres = await loadScenario(stack, setup, limits, 'postgres', 1, (load) => postgresRestart(stack, load))
  if (runs('cms')) results.cms = await loadScenario(stack, setup, limits, 'cms', 2, (load) => cmsRestart(stack, load))
  if (runs('mail')) results.mail = await mailScenario(stack, setup, [...results.postgres.serviceRequests, ...results.cms.serviceRequests])
  if (runs('texts')) {
    results.texts = await textScenario(stack, setup, limits, {
      consumers: SETTINGS.consumers,
      loadSeconds: SETTINGS.loadSeconds,
      settleSeconds: SETTLE_SECONDS,
      outageSeconds: SETTINGS.textOutageSeconds,
      drainMs: SETTINGS.textOutageSeconds * 1000 + QUEUE_DRAIN_MS,
      log,
      fail,
    })
  }
  for (const name of ['postgres', 'cms']) delete results[name]?.serviceRequests
  return results
}

/**
 * One load scenario: the consumers submit for FAULTS_LOAD_SECONDS; `fault(load)` runs beside the
 * load and returns its own figures; afterwards every submit is looked up in PostgreSQL.
 */
async function loadScenario(stack, setup, limits, name, slot, fault) {
  log(`scenario ${name}: preparing ${SETTINGS.consumers} consumers`)
  const { consumers, serials } = await consumersFor(stack, setup, limits, name, slot, { count: SETTINGS.consumers })
  log(`scenario ${name}: load for ${SETTINGS.loadSeconds} s`)
  const load = startLoad(consumers, {
    seconds: SETTINGS.loadSeconds,
    interval: limits.interval,
    settleSeconds: SETTLE_SECONDS,
    budget: limits.budget,
    context: { serials, today: seoulDay(), eventId: setup.eventId },
    onAnswer: (answer) => {
      if (answer.outcome === 'other' || answer.outcome === 'navigated') log(`  ${answer.kind} ${answer.step}: ${answer.status} ${answer.detail}`)
    },
  })
  const faultFigures = await fault(load)
  await load.done
  // The machine's 1-minute load at the end of the load (2 cores): other work on it shows here.
  const loadAverage = Math.round(loadavg()[0] * 10) / 10
  const stored = await storedOnce(stack, load.submits)
  // Every form and answer of the scenario, for looking into what the figures sum up (not committed).
  const details = join(profile.dataDir, `faults-${name}.json`)
  writeFileSync(details, JSON.stringify({ startedAt: load.startedAt, fault: faultFigures, submits: load.submits }, null, 1))
  log(`scenario ${name}: every form and answer in ${details}`)
  const figures = {
    consumers: consumers.length,
    loadSeconds: SETTINGS.loadSeconds,
    loadAverage,
    ...faultFigures,
    answers: tally(load.answers),
    answersByKind: byKind(load.answers),
    duringFault: tally(load.answers.filter((answer) => answer.at >= faultFigures.window[0] && answer.at < faultFigures.window[1])),
    submits: submitsTally(load.submits),
    ...stored,
    korean: sampleMessages(load.answers),
    others: load.answers
      .filter((answer) => ['other', 'navigated'].includes(answer.outcome))
      .slice(0, 20)
      .map((answer) => ({ ...answer, at: seconds(answer.at - load.startedAt) })),
    timeline: timeline(load),
    serviceRequests: load.submits
      .filter((submit) => submit.kind === 'service' && submit.acknowledgedId)
      .map((submit) => ({ id: submit.acknowledgedId, email: submit.consumer })),
  }
  delete figures.window
  judge(name, figures)
  log(`scenario ${name}: ${JSON.stringify({ answers: figures.answers, submits: figures.submits, missing: figures.missing, twice: figures.twice })}`)
  return figures
}

/** Scenario 1's fault: a third into the load PostgreSQL stops, stays down, and starts again. */
async function postgresRestart(stack, load) {
  await sleep(Math.max(0, load.startedAt + (SETTINGS.loadSeconds * 1000) / 3 - Date.now()))
  const stoppedAt = Date.now()
  log('stopping PostgreSQL')
  await stack.postgres.stop()
  await until(async () => (await health(stack.servers.cms)) === 503, 'the CMS says PostgreSQL is down')
  await sleep(Math.max(0, stoppedAt + SETTINGS.postgresDownSeconds * 1000 - Date.now()))
  const startedAt = Date.now()
  log('starting PostgreSQL')
  await stack.postgres.start()
  await until(async () => (await health(stack.servers.cms)) === 200, 'the CMS says PostgreSQL is up')
  const healthyAt = Date.now()
  const firstAck = await firstAcknowledgedAfter(load, startedAt)
  return {
    fault: {
      downSeconds: seconds(startedAt - stoppedAt),
      cmsHealthyAfterStartMs: healthyAt - startedAt,
      firstAcknowledgedAfterStartMs: firstAck === null ? null : firstAck - startedAt,
    },
    window: [stoppedAt, healthyAt],
  }
}

/**
 * Scenario 2's fault: a third into the load the CMS is killed (SIGKILL to its whole tree, as an
 * OOM kill would), stays down, and is started again; public pages are fetched the whole time.
 */
async function cmsRestart(stack, load) {
  const { web } = stack.servers
  const post = (await stack.query(`SELECT id FROM posts WHERE _status = 'published' ORDER BY id LIMIT 1`))[0]
  const paths = ['/', '/shops', `/posts/${post.id}`]
  // Each seen once with the CMS up: the storefront keeps what it rendered (docs/decisions/0025).
  for (const path of paths) if ((await fetch(`${web}${path}`)).status !== 200) throw new Error(`${path} is not served before the fault`)
  const pages = startPageViews(web, paths)
  await fetch(`${stack.catcher}/latency?ms=${MAIL_LATENCY_MS}`, { method: 'POST' })

  await sleep(Math.max(0, load.startedAt + (SETTINGS.loadSeconds * 1000) / 3 - Date.now()))
  // A crash does not wait for a quiet moment: the kill comes while a status mail is being sent.
  const sending = async () => (await stack.query(`SELECT count(*)::int AS n FROM payload_jobs WHERE task_slug = 'statusMail' AND processing`))[0].n
  await until(async () => (await sending()) > 0, 'a status mail on its way', { timeoutMs: 30_000, intervalMs: 100 }).catch(() =>
    log('no status mail was on its way: killing the CMS all the same'),
  )
  const mailsBeingSent = await sending()
  const killedAt = Date.now()
  log(`killing the CMS (${mailsBeingSent} status mails being sent)`)
  await killService(stack.servers.processes.cms)
  await until(async () => (await health(web)) === 503, 'the storefront says the CMS is down')
  await sleep(Math.max(0, killedAt + SETTINGS.cmsDownSeconds * 1000 - Date.now()))
  const restartedAt = Date.now()
  log('starting the CMS again')
  stack.servers.processes.cms = await startServer('cms', profile, stack.env, { production: true })
  const healthyAt = Date.now()
  const firstAck = await firstAcknowledgedAfter(load, restartedAt)
  await load.done
  await pages.stop()
  await fetch(`${stack.catcher}/latency?ms=0`, { method: 'POST' })

  const whileDown = pages.views.filter((view) => view.at >= killedAt && view.at < healthyAt)
  return {
    fault: {
      downSeconds: seconds(restartedAt - killedAt),
      cmsBootMs: healthyAt - restartedAt,
      firstAcknowledgedAfterRestartMs: firstAck === null ? null : firstAck - restartedAt,
      firstAcknowledgedAfterKillMs: firstAck === null ? null : firstAck - killedAt,
      mailLatencyMs: MAIL_LATENCY_MS,
      mailsBeingSent,
    },
    pages: {
      paths,
      views: pages.views.length,
      ok: pages.views.filter((view) => view.ok).length,
      whileCmsDown: whileDown.length,
      okWhileCmsDown: whileDown.filter((view) => view.ok).length,
      failed: pages.views.filter((view) => !view.ok).slice(0, 10),
    },
    window: [killedAt, healthyAt],
  }
}

/** When the first acknowledgement of a form sent after `since` came; waits for it while the load lasts. */
async function firstAcknowledgedAfter(load, since) {
  const find = () => load.answers.find((answer) => answer.outcome === 'acknowledged' && answer.at >= since)
  await until(async () => find() || Date.now() > load.endsAt + SETTLE_SECONDS * 1000, 'an acknowledged submit', {
    timeoutMs: (SETTINGS.loadSeconds + SETTLE_SECONDS) * 1000,
  })
  const answer = find()
  return answer ? answer.at + answer.ms : null
}

async function health(url) {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) })).status
  } catch {
    return 0
  }
}

/** Answers by outcome, the checks before a registration apart from the form posts. */
function tally(answers) {
  const counts = { acknowledged: 0, refused: 0, rateLimited: 0, other: 0, checksPassed: 0, checksRefused: 0, checksRateLimited: 0, checksOther: 0 }
  for (const { step, outcome } of answers) {
    const name = { acknowledged: 'acknowledged', refused: 'refused', 'rate limited': 'rateLimited', passed: 'Passed' }[outcome] ?? 'other'
    if (step === 'check') counts[`checks${name[0].toUpperCase()}${name.slice(1)}`] += 1
    else counts[name] += 1
  }
  return counts
}

/** Answers by kind, step, outcome and status ("service submit: refused 502"): which form met what. */
function byKind(answers) {
  const counts = {}
  for (const { kind, step, outcome, status } of answers) {
    const name = `${kind} ${step}: ${outcome} ${status}`
    counts[name] = (counts[name] ?? 0) + 1
  }
  return Object.fromEntries(Object.entries(counts).sort())
}

function submitsTally(submits) {
  const byKind = {}
  for (const submit of submits) {
    const kind = (byKind[submit.kind] ??= { submitted: 0, acknowledged: 0 })
    kind.submitted += 1
    if (submit.acknowledgedId) kind.acknowledged += 1
  }
  const ended = {}
  for (const submit of submits) ended[submit.finally] = (ended[submit.finally] ?? 0) + 1
  return {
    total: submits.length,
    acknowledged: submits.filter((submit) => submit.acknowledgedId).length,
    acknowledgedAfterARefusal: submits.filter((submit) => submit.acknowledgedId && submit.answers.length > 1).length,
    byKind,
    ended,
  }
}

/** The Korean refusals the customers read, each once, with how often. */
function sampleMessages(answers) {
  const counts = {}
  for (const answer of answers) if (answer.message) counts[answer.message] = (counts[answer.message] ?? 0) + 1
  return Object.entries(counts).map(([message, count]) => ({ message, count, hangul: HANGUL.test(message) }))
}

/** Answers per 5 seconds of the load (acknowledged / refused / other), where the fault shows. */
function timeline(load) {
  const buckets = []
  for (const answer of load.answers) {
    if (answer.step === 'check' && answer.outcome === 'passed') continue
    const bucket = Math.floor((answer.at - load.startedAt) / 5000)
    buckets[bucket] ??= { from: bucket * 5, acknowledged: 0, refused: 0, other: 0 }
    const kind = answer.outcome === 'acknowledged' ? 'acknowledged' : ['refused', 'rate limited'].includes(answer.outcome) ? 'refused' : 'other'
    buckets[bucket][kind] += 1
  }
  return buckets.filter(Boolean)
}

/** The run fails on a lost or doubled write, an answer neither acknowledged nor refused in Korean, or a fault nobody met. */
function judge(name, figures) {
  if (figures.missing > 0) fail(`${name}: ${figures.missing} acknowledged writes are not stored`)
  if (figures.twice > 0) fail(`${name}: ${figures.twice} writes are stored twice`)
  if (figures.acknowledgedOtherRecord > 0) fail(`${name}: ${figures.acknowledgedOtherRecord} acknowledgements named another record than the one stored`)
  const others = figures.answers.other + figures.answers.checksOther
  if (others > 0) fail(`${name}: ${others} answers were neither an acknowledgement nor a refusal in Korean`)
  const refusedDuring = figures.duringFault.refused + figures.duringFault.rateLimited + figures.duringFault.checksRefused + figures.duringFault.other
  if (refusedDuring === 0) fail(`${name}: no submit met the fault (nothing was refused while it lasted)`)
  if (figures.pages && figures.pages.ok !== figures.pages.views) fail(`${name}: ${figures.pages.views - figures.pages.ok} public page views failed`)
  if (figures.pages && figures.pages.whileCmsDown === 0) fail(`${name}: no public page was fetched while the CMS was down`)
}

/**
 * Scenario 3: the mail catcher refuses every mail for FAULTS_MAIL_OUTAGE_SECONDS (it ends the
 * outage itself). Meanwhile a staff member moves FAULTS_MAIL_REQUESTS A/S requests of the load to
 * '접수 완료', spread over the outage; afterwards each customer must have that mail exactly once.
 * Before, the filing mails of every acknowledged A/S request and trade-in of the load scenarios
 * (some sent while the CMS was killed) must all have arrived once too.
 */
async function mailScenario(stack, setup, serviceRequests) {
  log('scenario mail: waiting for the outbox to send every filing mail of the load')
  const filing = await filingMails(stack)

  // Requests whose mails can still go (not behind a stuck one), of as many different customers as
  // there are, so that each customer's mails count for one request.
  const numbers = new Map(
    (await stack.query(`SELECT id, number FROM service_requests WHERE id = ANY($1)`, [serviceRequests.map(({ id }) => id)])).map((row) => [row.id, row.number]),
  )
  const byCustomer = new Map()
  for (const request of serviceRequests) {
    request.number = numbers.get(request.id)
    if (filing.deliveredOnce.has(request.number)) byCustomer.set(request.email, [...(byCustomer.get(request.email) ?? []), request])
  }
  const chosen = []
  for (let round = 0; chosen.length < SETTINGS.mailRequests && round < 50; round += 1) {
    for (const requests of byCustomer.values()) if (requests[round] && chosen.length < SETTINGS.mailRequests) chosen.push(requests[round])
  }
  if (chosen.length < SETTINGS.mailRequests) throw new Error(`only ${chosen.length} acknowledged A/S requests to move, ${SETTINGS.mailRequests} wanted`)

  const outageMs = SETTINGS.mailOutageSeconds * 1000
  const outage = await (await fetch(`${stack.catcher}/outage?seconds=${SETTINGS.mailOutageSeconds}`, { method: 'POST' })).json()
  const outageStart = Date.now()
  log(`scenario mail: the mail server refuses everything until ${outage.until}; moving ${chosen.length} requests as staff meanwhile`)
  // Staff work through the queue over the outage, not all at its start: each mail's back-off then
  // starts at a different moment, as on a real day.
  const spacing = (outageMs * 0.9) / chosen.length
  for (const [index, request] of chosen.entries()) {
    await sleep(Math.max(0, outageStart + index * spacing - Date.now()))
    request.changedAt = Date.now()
    await setup.staff.send('PATCH', `/api/service-requests/${request.id}`, { status: 'received', statusNote: '매장에서 기기를 받았습니다.' }, 200)
  }
  await until(async () => !(await (await fetch(`${stack.catcher}/outage`)).json()).refusing, 'the end of the mail outage', {
    timeoutMs: outageMs + 60_000,
    intervalMs: 1000,
  })
  // The catcher ends the outage itself, at the moment it named (same machine, same clock).
  const acceptedAt = Date.parse(outage.until)
  const { refused } = await (await fetch(`${stack.catcher}/outage`)).json()
  const subject = (request) => `${request.number} 접수 완료`
  const mailsOf = async (request) => (await mailsTo(stack, request.email)).filter((mail) => mail.subject.includes(subject(request)))
  const early = (await Promise.all(chosen.map(mailsOf))).flat().filter((mail) => Date.parse(mail.date) < acceptedAt)
  log(`scenario mail: accepting again after ${seconds(acceptedAt - outageStart)} s; ${refused} mails refused meanwhile`)

  // Each job retries on its own back-off: wait until all have arrived, then until their jobs are done.
  await until(async () => (await Promise.all(chosen.map(mailsOf))).every((mails) => mails.length > 0), 'every status mail', {
    timeoutMs: outageMs + QUEUE_DRAIN_MS,
    intervalMs: 1000,
  }).catch((error) => fail(`mail: ${error.message}`))
  const outbox = await outboxSettled(
    stack,
    chosen.map(({ id }) => id),
  )
  const delivered = await Promise.all(
    chosen.map(async (request) => {
      const mails = await mailsOf(request)
      const refusedTo = (await (await fetch(`${stack.catcher}/refused?to=${encodeURIComponent(request.email)}`)).json()).count
      return {
        number: request.number,
        mails: mails.length,
        arrivedAt: mails[0] ? Date.parse(mails[0].date) : null,
        changedAt: request.changedAt,
        refused: refusedTo,
      }
    }),
  )
  const arrived = delivered.filter((mail) => mail.arrivedAt)
  const lastAt = arrived.length ? Math.max(...arrived.map((mail) => mail.arrivedAt)) : null
  const figures = {
    requests: chosen.length,
    outageSeconds: seconds(acceptedAt - outageStart),
    refusedByServer: refused,
    deliveredDuringOutage: early.length,
    deliveredOnce: delivered.filter((mail) => mail.mails === 1).length,
    missing: delivered.filter((mail) => mail.mails === 0).length,
    twice: delivered.filter((mail) => mail.mails > 1).length,
    lastArrivedAfterAcceptingS: lastAt === null ? null : seconds(lastAt - acceptedAt),
    slowestChangeToMailS: arrived.length ? seconds(Math.max(...arrived.map((mail) => mail.arrivedAt - mail.changedAt))) : null,
    refusalsPerMail: { min: Math.min(...delivered.map((mail) => mail.refused)), max: Math.max(...delivered.map((mail) => mail.refused)) },
    jobsLeft: outbox.jobs,
    filing: { ...filing, deliveredOnce: filing.deliveredOnce.size },
    mails: delivered.map((mail) => ({
      number: mail.number,
      mails: mail.mails,
      changedAtS: seconds(mail.changedAt - outageStart),
      arrivedAtS: mail.arrivedAt ? seconds(mail.arrivedAt - outageStart) : null,
      refused: mail.refused,
    })),
  }
  if (figures.missing) fail(`mail: ${figures.missing} status mails never arrived`)
  if (figures.twice) fail(`mail: ${figures.twice} status mails arrived more than once`)
  if (figures.deliveredDuringOutage) fail(`mail: ${figures.deliveredDuringOutage} mails arrived while the server refused everything`)
  if (figures.jobsLeft) fail(`mail: ${figures.jobsLeft} status-mail jobs of the moved requests are still in the outbox`)
  if (refused === 0) fail('mail: the mail server refused nothing: the outage met no mail')
  log(`scenario mail: ${JSON.stringify({ ...figures, mails: undefined })}`)
  return figures
}

const mailsTo = async (stack, email) => (await fetch(`${stack.catcher}/messages?to=${encodeURIComponent(email)}`)).json()

/**
 * Once the outbox has settled, every acknowledged A/S request and trade-in of the load must have
 * its filing mail ('접수 대기' / '신청 접수') exactly once: none lost to the restarts, none twice.
 */
async function filingMails(stack) {
  const outbox = await outboxSettled(stack)
  const records = [
    ...(await stack.query(`SELECT r.number FROM service_requests r WHERE r.description LIKE '%시험 번호 %'`)),
    ...(await stack.query(`SELECT t.number FROM trade_ins t WHERE t.condition_note LIKE '시험 번호 %'`)),
  ]
  const all = await (await fetch(`${stack.catcher}/messages`)).json()
  const counts = new Map()
  for (const mail of all) {
    const number = /\b(?:AS|TI)-\d{8}-\d+\b/.exec(mail.subject)?.[0]
    if (number) counts.set(number, (counts.get(number) ?? 0) + 1)
  }
  const figures = {
    records: records.length,
    deliveredOnce: new Set(records.filter((record) => counts.get(record.number) === 1).map((record) => record.number)),
    missing: records.filter((record) => !counts.get(record.number)).map((record) => record.number),
    twice: records.filter((record) => counts.get(record.number) > 1).map((record) => record.number),
    stuckJobs: outbox.stuck,
    jobsWaitingBehindThem: outbox.blocked,
  }
  if (outbox.stuck) {
    fail(
      `filing mails: ${outbox.stuck} status-mail jobs stay marked processing after the CMS was killed while sending them, and ${outbox.blocked} later mails of the same records wait behind them for good`,
    )
  }
  const some = (numbers) => numbers.slice(0, 5).join(', ') + (numbers.length > 5 ? ', …' : '')
  if (figures.missing.length) fail(`filing mails: ${figures.missing.length} never arrived (${some(figures.missing)})`)
  if (figures.twice.length) fail(`filing mails: ${figures.twice.length} arrived more than once (${some(figures.twice)})`)
  log(`filing mails: ${figures.deliveredOnce.size} of ${figures.records} arrived once`)
  return figures
}

/** When each job was first seen marked processing. */
const seenProcessing = new Map()

/**
 * Waits until the outbox's status mails (of the A/S requests `requests` only, when given) are all sent (done jobs
 * are deleted) or can never be: a job marked processing for STUCK_MS has nobody sending it (its CMS
 * was killed meanwhile), and the jobs of the same record wait behind it (one at a time per record).
 */
async function outboxSettled(stack, requests) {
  const state = async () => {
    const jobs = await stack.query(
      `SELECT id, processing, has_error, concurrency_key FROM payload_jobs WHERE task_slug = 'statusMail'${requests ? ` AND coalesce(input->>'collection', 'service-requests') = 'service-requests' AND (input->>'request')::int = ANY($1)` : ''}`,
      requests ? [requests] : [],
    )
    const now = Date.now()
    for (const job of jobs) if (job.processing && !seenProcessing.has(job.id)) seenProcessing.set(job.id, now)
    const stuck = jobs.filter((job) => job.processing && now - seenProcessing.get(job.id) >= STUCK_MS)
    const stuckKeys = new Set(stuck.map((job) => job.concurrency_key))
    const blocked = jobs.filter((job) => !job.processing && stuckKeys.has(job.concurrency_key))
    return { jobs: jobs.length, stuck: stuck.length, blocked: blocked.length, moving: jobs.length - stuck.length - blocked.length }
  }
  await until(async () => (await state()).moving === 0, 'the outbox to settle', { timeoutMs: QUEUE_DRAIN_MS, intervalMs: 1000 }).catch((error) =>
    fail(`outbox: ${error.message}`),
  )
  return state()
}

/** The run's entry in bench/faults.json, and bench/faults.md rendered from all of them. */
function record(results, startedAt) {
  const entry = {
    date: new Date(startedAt).toISOString(),
    ...builtFrom,
    durationSeconds: Math.round((Date.now() - startedAt) / 1000),
    ...(process.env.FAULTS_NOTE && { note: process.env.FAULTS_NOTE }),
    passed: problems.length === 0,
    problems,
    ...results,
  }
  const dir = join(root, 'bench')
  const jsonFile = join(dir, 'faults.json')
  const all = [...(existsSync(jsonFile) ? JSON.parse(readFileSync(jsonFile, 'utf8')) : []), entry]
  writeFileSync(jsonFile, JSON.stringify(all, null, 2) + '\n')
  writeFileSync(join(dir, 'faults.md'), renderMarkdown(all))
  log(`figures written to bench/faults.json and bench/faults.md`)
}

function renderMarkdown(entries) {
  const run = (entry) => `| ${entry.date.slice(0, 16)} | ${entry.commit}${entry.uncommittedChanges ? '+' : ''} |`
  const answers = (a) => `${a.acknowledged} / ${a.refused} / ${a.rateLimited} / ${a.other}`
  const checks = (a) => `${a.checksPassed} / ${a.checksRefused} / ${a.checksRateLimited} / ${a.checksOther}`
  const ms = (value) => (value === null || value === undefined ? '—' : value < 10_000 ? `${value} ms` : `${seconds(value)} s`)
  const load = (s) => `${s.consumers} × ${s.loadSeconds} s`
  const loadRows = (name, faultCells) =>
    entries
      .filter((entry) => entry[name])
      .map((entry) => {
        const s = entry[name]
        return `${run(entry)} ${load(s)} | ${faultCells(s)} | ${answers(s.answers)} | ${answers(s.duringFault)} | ${checks(s.answers)} | ${s.submits.acknowledged} of ${s.submits.total} (${s.submits.acknowledgedAfterARefusal} after a refusal) | **${s.missing}** | **${s.twice}** | ${s.refusedButStored} |`
      })
  const header = (faultColumns) => [
    `| date | commit | consumers × load | ${faultColumns} | answers: acknowledged / refused in Korean / rate limited / other | of which while the fault lasted | genuineness checks: passed / refused / rate limited / other | forms acknowledged in the end | acknowledged writes missing | stored twice | refused, stored all the same |`,
    `|---|---|---|${faultColumns
      .split('|')
      .map(() => '---|')
      .join('')}---|---|---|---|---|---|---|`,
  ]
  const mailRows = entries
    .filter((entry) => entry.mail)
    .map((entry) => {
      const m = entry.mail
      return `${run(entry)} ${m.requests} | ${m.outageSeconds} s | ${m.refusedByServer} (${m.refusalsPerMail.min}–${m.refusalsPerMail.max} per mail) | ${m.deliveredOnce} of ${m.requests} | **${m.missing}** | **${m.twice}** | ${m.lastArrivedAfterAcceptingS ?? '—'} s | ${m.slowestChangeToMailS ?? '—'} s | ${m.filing.deliveredOnce} of ${m.filing.records}${m.filing.stuckJobs ? `, **${m.filing.stuckJobs} stuck** (marked processing by the killed CMS) and ${m.filing.jobsWaitingBehindThem} behind them` : ''} |`
    })
  const loads = (entry) => {
    const averages = ['postgres', 'cms'].map((name) => entry[name]?.loadAverage).filter((value) => value !== undefined)
    return averages.length ? `, 1-minute load average after the loads ${averages.join(' and ')}` : ''
  }
  const verdicts = entries.map(
    (entry) =>
      `- ${entry.date.slice(0, 16)} \`${entry.commit}\`${entry.uncommittedChanges ? ` (with ${entry.uncommittedChanges} uncommitted files)` : ''}, ${entry.durationSeconds} s${loads(entry)}: ${entry.passed ? '**held**' : `**failed**: ${entry.problems.join('; ')}`}${entry.note ? ` — ${entry.note}` : ''}`,
  )
  const latest = entries.at(-1)
  const limits = latest.limits ? Object.entries(latest.limits).map(([name, limit]) => `\`${name}\` ${limit.points} per ${limit.duration / 60} min`) : []
  return [
    '# Faults under load',
    '',
    'Written by `npm run faults` (scripts/faults.mjs, docs/decisions/0031) from `faults.json`: the production builds',
    'on one machine (2 cores), real PostgreSQL, the real Payload, the Auth Emulator and the mail catcher. Simulated',
    'consumers — each a user of the emulator, signed in to the storefront, with a customer record and a client',
    'address of their own — send device registrations, A/S requests and trade-ins through the storefront’s form posts,',
    'and send a refused form again with the same key, as a customer clicking again would. Afterwards every acknowledged',
    'write is looked up in PostgreSQL. The run fails on an acknowledged write missing or stored twice, on an answer that',
    'is neither an acknowledgement nor a refusal in Korean, on a public page not served while the CMS is down, and on a',
    'status mail or KakaoTalk notice not delivered exactly once.',
    '',
    `Pacing (latest run): each consumer within the storefront’s write limits (${limits.join(', ')}): a new form every ${latest.pacing ? seconds(latest.pacing.intervalMs) : '—'} s (at most ${latest.pacing?.newFormsPerConsumer ?? '—'}), at most ${latest.pacing?.writesPerConsumer ?? '—'} writes with the forms sent again; refusals for the rate are counted apart (“rate limited”).`,
    '`+` after a commit: the run had uncommitted changes in cms/, web/, scripts/ or stand-ins/.',
    '',
    '## 1. PostgreSQL stopped and started under load',
    '',
    ...header('PostgreSQL down | CMS healthy after the start | first acknowledgement after the start'),
    ...loadRows('postgres', (s) => `${s.fault.downSeconds} s | ${ms(s.fault.cmsHealthyAfterStartMs)} | ${ms(s.fault.firstAcknowledgedAfterStartMs)}`),
    '',
    '## 2. The CMS killed and started again under load',
    '',
    ...header(
      'CMS down (killed → started) | CMS boot | first acknowledgement after the start | public pages served while the CMS was down | status mails being sent when killed (the mail server’s greeting taking)',
    ),
    ...loadRows(
      'cms',
      (s) =>
        `${s.fault.downSeconds} s | ${ms(s.fault.cmsBootMs)} | ${ms(s.fault.firstAcknowledgedAfterRestartMs)} | ${s.pages.okWhileCmsDown} of ${s.pages.whileCmsDown} | ${s.fault.mailsBeingSent ?? '—'} (${ms(s.fault.mailLatencyMs ?? 0)})`,
    ),
    '',
    '## 3. The mail server refusing every mail',
    '',
    '| date | commit | A/S requests moved by staff during the outage | outage | mails refused by the server | status mails delivered once | missing | twice | last one after the server accepted again | slowest status change → mail | filing mails of scenarios 1 and 2 delivered once |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...mailRows,
    '',
    ...textRows(entries, run),
    '## Runs',
    '',
    ...verdicts,
    '',
  ].join('\n')
}

// `npm run faults -- --render`: bench/faults.md again from faults.json (after changing its layout).
if (process.argv.includes('--render')) {
  writeFileSync(join(root, 'bench', 'faults.md'), renderMarkdown(JSON.parse(readFileSync(join(root, 'bench', 'faults.json'), 'utf8'))))
  process.exit(0)
}

const startedAt = Date.now()
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()
// What the builds are made of, read before they are made: commits during the run are not in it.
const builtFrom = {
  commit: git('rev-parse', '--short', 'HEAD'),
  // Uncommitted changes to what the builds are made of make the commit only an approximation.
  uncommittedChanges: git('status', '--porcelain', '--', 'cms', 'web', 'scripts', 'stand-ins').split('\n').filter(Boolean).length,
}
let results = null
try {
  results = await main()
} catch (error) {
  fail(`the run stopped: ${error.stack ?? error}${error.output ? `\n${error.output.slice(-3000)}` : ''}`)
}
await stopAll()
if (results) record(results, startedAt)
console.log(problems.length ? `\nfaults: FAILED\n- ${problems.join('\n- ')}` : '\nfaults: held — nothing acknowledged was lost or stored twice')
process.exit(problems.length ? 1 : 0)
