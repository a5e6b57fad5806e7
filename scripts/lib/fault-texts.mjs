// Scenario 4 of `npm run faults` (scripts/faults.mjs): the message provider (the SOLAPI stand-in)
// refusing every send for a while as staff move A/S requests of customers who hear by KakaoTalk;
// afterwards each status notice must have reached its customer exactly once (docs/decisions/0058).
import { setTimeout as sleep } from 'node:timers/promises'
import { until } from './fault-setup.mjs'

const seconds = (ms) => Math.round(ms / 100) / 10
const digits = (phone) => phone.replace(/\D/g, '')

/**
 * `requests`: acknowledged A/S requests of the load scenarios, `{ id, email }`, still waiting; one per
 * customer is moved. Returns the scenario's figures; `fail` records a problem.
 */
export async function textScenario(stack, setup, requests, { count, outageSeconds, drainMs, log, fail }) {
  const standIn = stack.env.SOLAPI_API_URL
  if (!standIn) throw new Error('scenario texts needs the SOLAPI stand-in: leave SOLAPI_API_KEY unset')
  const chosen = []
  const customers = new Set()
  for (const request of requests) {
    if (chosen.length >= count || customers.has(request.email)) continue
    chosen.push(request)
    customers.add(request.email)
  }
  if (chosen.length < count) throw new Error(`only ${chosen.length} customers' A/S requests to move, ${count} wanted`)

  // Each customer leaves a number (as on my page): not having chosen, they hear by KakaoTalk.
  for (const [index, request] of chosen.entries()) {
    const { docs } = await setup.admin.send('GET', `/api/customers?where[email][equals]=${encodeURIComponent(request.email)}&depth=0`)
    request.phone = `010-7${String(index).padStart(3, '0')}-${String(Date.now() % 10_000).padStart(4, '0')}`
    await setup.admin.send('PATCH', `/api/customers/${docs[0].id}`, { phone: request.phone, consents: { phoneAcceptedAt: new Date().toISOString() } }, 200)
    const [row] = await stack.query('SELECT number FROM service_requests WHERE id = $1', [request.id])
    request.number = row.number
  }

  const outageMs = outageSeconds * 1000
  const outage = await (await fetch(`${standIn}/test/outage?seconds=${outageSeconds}`, { method: 'POST' })).json()
  const outageStart = Date.now()
  log(`scenario texts: the provider refuses every send until ${outage.until}; moving ${chosen.length} requests as staff meanwhile`)
  const spacing = (outageMs * 0.9) / chosen.length
  for (const [index, request] of chosen.entries()) {
    await sleep(Math.max(0, outageStart + index * spacing - Date.now()))
    request.changedAt = Date.now()
    await setup.staff.send('PATCH', `/api/service-requests/${request.id}`, { status: 'received', statusNote: '매장에서 기기를 받았습니다.' }, 200)
  }
  await until(async () => !(await (await fetch(`${standIn}/test/outage`)).json()).refusing, 'the end of the provider outage', {
    timeoutMs: outageMs + 60_000,
    intervalMs: 1000,
  })
  const acceptedAt = Date.parse(outage.until)
  const { refused } = await (await fetch(`${standIn}/test/outage`)).json()
  const noticesOf = async (request) =>
    (await (await fetch(`${standIn}/test/messages?to=${digits(request.phone)}`)).json()).filter((message) =>
      message.text.includes(`${request.number})가 '접수 완료'`),
    )
  await until(async () => (await Promise.all(chosen.map(noticesOf))).every((messages) => messages.length > 0), 'every status notice', {
    timeoutMs: outageMs + drainMs,
    intervalMs: 1000,
  }).catch((error) => fail(`texts: ${error.message}`))
  // The jobs of the moved requests settle (done jobs are deleted), so a late second send would show.
  await until(
    async () =>
      (
        await stack.query(`SELECT count(*)::int AS left FROM payload_jobs WHERE task_slug = 'statusMail' AND (input->>'request')::int = ANY($1)`, [
          chosen.map(({ id }) => id),
        ])
      )[0].left === 0,
    'the moved requests’ notice jobs',
    { timeoutMs: drainMs, intervalMs: 1000 },
  ).catch((error) => fail(`texts: ${error.message}`))

  const delivered = await Promise.all(
    chosen.map(async (request) => {
      const messages = await noticesOf(request)
      const refusedTo = (await (await fetch(`${standIn}/test/refused?to=${digits(request.phone)}`)).json()).count
      return { number: request.number, messages, changedAt: request.changedAt, refused: refusedTo }
    }),
  )
  const arrivedAt = (each) => (each.messages[0] ? Date.parse(each.messages[0].dateCreated) : null)
  const arrived = delivered.filter((each) => arrivedAt(each) !== null)
  const lastAt = arrived.length ? Math.max(...arrived.map(arrivedAt)) : null
  const figures = {
    requests: chosen.length,
    outageSeconds: seconds(acceptedAt - outageStart),
    refusedByProvider: refused,
    deliveredDuringOutage: arrived.filter((each) => arrivedAt(each) < acceptedAt).length,
    deliveredOnce: delivered.filter((each) => each.messages.length === 1).length,
    asKakaoTalk: delivered.filter((each) => each.messages.length === 1 && each.messages[0].type === 'ATA').length,
    missing: delivered.filter((each) => each.messages.length === 0).length,
    twice: delivered.filter((each) => each.messages.length > 1).length,
    lastArrivedAfterAcceptingS: lastAt === null ? null : seconds(lastAt - acceptedAt),
    slowestChangeToNoticeS: arrived.length ? seconds(Math.max(...arrived.map((each) => arrivedAt(each) - each.changedAt))) : null,
    refusalsPerNotice: { min: Math.min(...delivered.map((each) => each.refused)), max: Math.max(...delivered.map((each) => each.refused)) },
  }
  if (figures.missing) fail(`texts: ${figures.missing} status notices never arrived`)
  if (figures.twice) fail(`texts: ${figures.twice} status notices arrived more than once`)
  if (figures.deliveredDuringOutage) fail(`texts: ${figures.deliveredDuringOutage} notices arrived while the provider refused everything`)
  if (refused === 0) fail('texts: the provider refused nothing: the outage met no notice')
  log(`scenario texts: ${JSON.stringify(figures)}`)
  return figures
}

/** bench/faults.md's section of this scenario. */
export function textRows(entries, run) {
  return [
    '## 4. The message provider refusing every KakaoTalk notice and text',
    '',
    '| date | commit | A/S requests of KakaoTalk customers moved during the outage | outage | sends refused by the provider | status notices delivered once (as 알림톡) | missing | twice | last one after the provider accepted again | slowest status change → notice |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...entries
      .filter((entry) => entry.texts)
      .map((entry) => {
        const t = entry.texts
        return `${run(entry)} ${t.requests} | ${t.outageSeconds} s | ${t.refusedByProvider} (${t.refusalsPerNotice.min}–${t.refusalsPerNotice.max} per notice) | ${t.deliveredOnce} of ${t.requests} (${t.asKakaoTalk}) | **${t.missing}** | **${t.twice}** | ${t.lastArrivedAfterAcceptingS ?? '—'} s | ${t.slowestChangeToNoticeS ?? '—'} s |`
      }),
    '',
  ]
}
