// Scenario 4 of `npm run faults` (scripts/faults.mjs): the message provider (the SOLAPI stand-in)
// refusing every send for a while, as the mail catcher does in scenario 3, while consumers who hear
// by KakaoTalk (a verified number on file, docs/decisions/0057) file A/S requests and trade-ins and
// staff move the A/S requests on; each write's notice is one job of the queue. Afterwards every
// notice the writes called for, counted from the records' timelines in PostgreSQL, must have reached
// its customer exactly once, as the stand-in recorded it by the notice's key (docs/decisions/0058).
import { setTimeout as sleep } from 'node:timers/promises'
import { timelineEvents } from '../../rules/src/workflow.ts'
import { startLoad } from './fault-load.mjs'
import { consumersFor, seoulDay, until } from './fault-setup.mjs'

const seconds = (ms) => Math.round(ms / 100) / 10
const digits = (phone) => phone.replace(/\D/g, '')
/** Timeline events that tell the customer (requests/mail/queueStatusMail): a status change always does. */
const noticedEvents = Object.entries(timelineEvents)
  .filter(([, event]) => event.mail)
  .map(([name]) => name)

/**
 * Returns the scenario's figures; `fail` records a problem. `limits`: the storefront's write
 * limits and pacing (fault-setup's storefrontWriteLimits), as the other load scenarios take them.
 */
export async function textScenario(stack, setup, limits, { consumers: count, loadSeconds, settleSeconds, outageSeconds, drainMs, log, fail }) {
  const standIn = stack.env.SOLAPI_API_URL
  if (!standIn) throw new Error('scenario texts needs the SOLAPI stand-in: leave SOLAPI_API_KEY unset')
  log(`scenario texts: preparing ${count} consumers who hear by KakaoTalk`)
  const stamp = String(Date.now() % 10_000).padStart(4, '0')
  const { consumers, serials } = await consumersFor(stack, setup, limits, 'texts', 4, {
    count,
    phoneOf: (index) => `010-7${String(index).padStart(3, '0')}-${stamp}`,
  })
  // Each leaves the number they verified on my page (with its consent) and chooses nothing: KakaoTalk by default.
  for (const consumer of consumers) {
    const { doc } = await setup.admin.send(
      'PATCH',
      `/api/customers/${consumer.customerId}`,
      { phone: consumer.phoneNumber, consents: { phoneAcceptedAt: new Date().toISOString() } },
      200,
    )
    if (doc.noticeChannel || doc.identity?.phone !== consumer.phoneNumber) throw new Error(`${consumer.email} would not hear by KakaoTalk by default`)
  }

  const outageMs = outageSeconds * 1000
  const outage = await (await fetch(`${standIn}/test/outage?seconds=${outageSeconds}`, { method: 'POST' })).json()
  const outageStart = Date.now()
  const acceptedAt = Date.parse(outage.until)
  log(
    `scenario texts: the provider refuses every send until ${outage.until}; ${count} consumers file for ${loadSeconds} s, staff move their A/S requests meanwhile`,
  )
  const load = startLoad(consumers, {
    seconds: loadSeconds,
    interval: limits.interval,
    settleSeconds,
    budget: limits.budget,
    context: { serials, today: seoulDay(), eventId: setup.eventId },
  })
  await load.done
  // Staff receive each A/S request filed, spread over what is left of the outage (over 10 s at least).
  const filed = load.submits.filter((submit) => submit.kind === 'service' && submit.acknowledgedId)
  const spacing = Math.max(10_000, outageStart + outageMs * 0.9 - Date.now()) / Math.max(1, filed.length)
  const movedFrom = Date.now()
  for (const [index, submit] of filed.entries()) {
    await sleep(Math.max(0, movedFrom + index * spacing - Date.now()))
    await setup.staff.send('PATCH', `/api/service-requests/${submit.acknowledgedId}`, { status: 'received', statusNote: '매장에서 기기를 받았습니다.' }, 200)
  }
  const movedDuringOutage = Date.now() < acceptedAt
  await until(async () => !(await (await fetch(`${standIn}/test/outage`)).json()).refusing, 'the end of the provider outage', {
    timeoutMs: Math.max(0, acceptedAt - Date.now()) + 60_000,
    intervalMs: 1000,
  })
  const { refused } = await (await fetch(`${standIn}/test/outage`)).json()
  log(`scenario texts: accepting again after ${seconds(acceptedAt - outageStart)} s; ${refused} sends refused meanwhile`)

  // Every notice the writes called for: one per status change and per event that tells the customer.
  const records = {
    'service-requests': filed.map((submit) => submit.acknowledgedId),
    'trade-ins': load.submits.filter((submit) => submit.kind === 'tradeIn' && submit.acknowledgedId).map((submit) => submit.acknowledgedId),
  }
  const expected = []
  for (const [collection, ids] of Object.entries(records)) {
    const table = collection.replace('-', '_')
    const rows = await stack.query(
      `SELECT _parent_id AS record, id, at FROM ${table}_timeline WHERE _parent_id = ANY($1) AND (event IS NULL OR event::text = ANY($2))`,
      [ids, noticedEvents],
    )
    expected.push(...rows.map((row) => ({ key: `${collection}:${row.record}:${row.id}`, collection, record: row.record, at: Date.parse(row.at) })))
  }
  const phones = consumers.map((consumer) => digits(consumer.phoneNumber))
  const received = async () => {
    const byKey = new Map()
    for (const phone of phones)
      for (const message of await (await fetch(`${standIn}/test/messages?to=${phone}`)).json()) {
        const key = message.customFields?.noticeKey
        byKey.set(key, [...(byKey.get(key) ?? []), message])
      }
    return byKey
  }
  const allArrived = async () => {
    const byKey = await received()
    return expected.every(({ key }) => byKey.has(key))
  }
  await until(allArrived, 'every notice', {
    timeoutMs: drainMs,
    intervalMs: 2000,
  }).catch((error) => fail(`texts: ${error.message}`))
  // The moved records' jobs settle (done jobs are deleted), so that a late second send would show.
  await until(
    async () =>
      (
        await stack.query(
          `SELECT count(*)::int AS left FROM payload_jobs WHERE task_slug = 'statusMail' AND (input->>'request')::int = ANY($1) AND coalesce(input->>'collection', 'service-requests') = $2
           UNION ALL SELECT count(*)::int FROM payload_jobs WHERE task_slug = 'statusMail' AND (input->>'request')::int = ANY($3) AND input->>'collection' = 'trade-ins'`,
          [records['service-requests'], 'service-requests', records['trade-ins']],
        )
      ).every((row) => row.left === 0),
    'the notice jobs of the scenario’s records',
    { timeoutMs: drainMs, intervalMs: 2000 },
  ).catch((error) => fail(`texts: ${error.message}`))

  const byKey = await received()
  const delivered = expected.map((notice) => ({ ...notice, messages: byKey.get(notice.key) ?? [] }))
  const arrivedAt = (each) => (each.messages[0] ? Date.parse(each.messages[0].dateCreated) : null)
  const arrived = delivered.filter((each) => arrivedAt(each) !== null)
  const lastAt = arrived.length ? Math.max(...arrived.map(arrivedAt)) : null
  const refusals = await Promise.all(phones.map(async (phone) => (await (await fetch(`${standIn}/test/refused?to=${phone}`)).json()).count))
  const unexpected = [...byKey.keys()].filter((key) => !expected.some((notice) => notice.key === key))
  const figures = {
    consumers: consumers.length,
    loadSeconds,
    outageSeconds: seconds(acceptedAt - outageStart),
    writes: {
      acknowledged: load.submits.filter((submit) => submit.acknowledgedId).length,
      serviceRequests: records['service-requests'].length,
      tradeIns: records['trade-ins'].length,
      registrations: load.submits.filter((submit) => submit.kind === 'register' && submit.acknowledgedId).length,
      movedByStaff: filed.length,
    },
    movedDuringOutage,
    noticesExpected: expected.length,
    refusedByProvider: refused,
    refusalsPerCustomer: { min: Math.min(...refusals), max: Math.max(...refusals) },
    retried: arrived.filter((each) => arrivedAt(each) >= acceptedAt).length,
    deliveredDuringOutage: arrived.filter((each) => arrivedAt(each) < acceptedAt).length,
    deliveredOnce: delivered.filter((each) => each.messages.length === 1).length,
    asKakaoTalk: delivered.filter((each) => each.messages.length === 1 && each.messages[0].type === 'ATA').length,
    missing: delivered.filter((each) => each.messages.length === 0).length,
    twice: delivered.filter((each) => each.messages.length > 1).length,
    unexpected: unexpected.length,
    drainedAfterAcceptingS: lastAt === null ? null : seconds(Math.max(0, lastAt - acceptedAt)),
    slowestWriteToNoticeS: arrived.length ? seconds(Math.max(...arrived.map((each) => arrivedAt(each) - each.at))) : null,
  }
  if (figures.missing)
    fail(
      `texts: ${figures.missing} notices never arrived (${delivered
        .filter((each) => !each.messages.length)
        .slice(0, 5)
        .map((each) => each.key)
        .join(', ')})`,
    )
  if (figures.twice) fail(`texts: ${figures.twice} notices arrived more than once`)
  if (figures.unexpected) fail(`texts: ${figures.unexpected} messages no write called for (${unexpected.slice(0, 5).join(', ')})`)
  if (figures.deliveredDuringOutage) fail(`texts: ${figures.deliveredDuringOutage} notices arrived while the provider refused everything`)
  if (refused === 0) fail('texts: the provider refused nothing: the outage met no notice')
  if (figures.noticesExpected < count) fail(`texts: only ${figures.noticesExpected} notices called for by ${count} consumers' writes`)
  log(`scenario texts: ${JSON.stringify(figures)}`)
  return figures
}

/** bench/faults.md's section of this scenario. */
export function textRows(entries, run) {
  const row = (t) =>
    t.writes
      ? `${t.consumers} × ${t.loadSeconds} s: ${t.writes.serviceRequests} A/S, ${t.writes.tradeIns} trade-ins filed, ${t.writes.movedByStaff} moved by staff | ${t.outageSeconds} s | ${t.noticesExpected} | ${t.refusedByProvider} (${t.refusalsPerCustomer.min}–${t.refusalsPerCustomer.max} per customer) | ${t.retried} | ${t.deliveredOnce} of ${t.noticesExpected} (${t.asKakaoTalk}) | **${t.missing}** | **${t.twice}** | ${t.drainedAfterAcceptingS ?? '—'} s | ${t.slowestWriteToNoticeS ?? '—'} s |`
      : // The first version of the scenario: staff alone moved requests of the load scenarios.
        `${t.requests} moved by staff | ${t.outageSeconds} s | ${t.requests} | ${t.refusedByProvider} (${t.refusalsPerNotice.min}–${t.refusalsPerNotice.max} per notice) | — | ${t.deliveredOnce} of ${t.requests} (${t.asKakaoTalk}) | **${t.missing}** | **${t.twice}** | ${t.lastArrivedAfterAcceptingS ?? '—'} s | ${t.slowestChangeToNoticeS ?? '—'} s |`
  return [
    '## 4. The message provider refusing every KakaoTalk notice and text',
    '',
    'Consumers of their own, each with the number they verified on file (KakaoTalk by default), file A/S requests and trade-ins through the storefront’s form posts while the SOLAPI stand-in refuses every send; staff then receive each A/S request filed over the rest of the outage. The notices called for are counted from the records’ timelines in PostgreSQL and looked up in what the stand-in took, by each notice’s key.',
    '',
    '| date | commit | writes during the outage | outage | notices called for | sends refused by the provider | notices sent after a refusal, once it accepted again | delivered once (as 알림톡) | missing | twice | drained, after the provider accepted again | slowest write → notice |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...entries.filter((entry) => entry.texts).map((entry) => `${run(entry)} ${row(entry.texts)}`),
    '',
  ]
}
