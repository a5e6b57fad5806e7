// A status-mail job a killed CMS left marked processing runs again: its mail goes out if it had not,
// and only once (docs/decisions/0058), and so do the mails of the same record queued behind it; a
// job being sent right now is left alone.
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServiceRequest, User } from '@/payload-types'
import { createProduct, createShop, customerOf, json, registerDevice } from '@/test/fixtures'
import { signUpConsumer } from '@/test/firebase'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'
import { freeStaleJobs, STALE_AFTER_MS } from './staleJobs'
import { mailsTo } from '@/test/mail'

describe('status-mail jobs left processing by a stopped CMS', () => {
  let payload: Payload
  let staff: { user: User; headers: Record<string, string> }
  const sql = (text: string, values: unknown[]) => (payload.db as unknown as PostgresAdapter).pool.query(text, values)
  // Queued for later, so that no worker of this process takes it before the test marks it.
  const parked = (request: ServiceRequest, collection: 'service-requests' | 'trade-ins' = 'service-requests') =>
    payload.jobs.queue({
      task: 'statusMail',
      input: { request: request.id, entry: request.timeline![0]!.id!, collection },
      waitUntil: new Date(Date.now() + 60 * 60_000),
    })
  /** As a CMS killed mid-send leaves a job: marked processing since `sinceMs` ago. */
  const markProcessing = (id: number | string, sinceMs: number) =>
    sql(`UPDATE payload_jobs SET processing = true, wait_until = NULL, updated_at = now() - make_interval(secs => $2) WHERE id = $1`, [id, sinceMs / 1000])

  beforeAll(async () => {
    payload = await testPayload()
    staff = await staffSession(payload, 'staff')
  })
  afterAll(() => removeUsers(payload, [staff.user]))

  it('go back to the queue, and the mails of the same record queued behind them go out too', async () => {
    const owner = await signUpConsumer('정멈춤')
    const device = await registerDevice(payload, await customerOf(owner), await createProduct(payload, { warrantyMonths: 12 }))
    const shop = await createShop(payload, ['service'])
    const filed = await rest(
      '/service-requests',
      json('POST', { device: device.id, symptom: 'power', description: '전원이 켜지지 않습니다.', method: 'visit', shop: shop.id }, owner.headers),
    )
    const { doc } = (await filed.json()) as { doc: ServiceRequest }
    await expect.poll(async () => (await mailsTo(owner.email)).length, { timeout: 30_000 }).toBe(1)

    const stuck = await parked(doc)
    await markProcessing(stuck.id, STALE_AFTER_MS + 60_000)
    // The record's next mail, behind the stuck one (one mail of a record at a time).
    expect((await rest(`/service-requests/${doc.id}`, json('PATCH', { status: 'received' }, staff.headers))).status).toBe(200)
    // Another key's mail, taken by a live worker a few seconds ago (never really sent: no such trade-in).
    const sending = await parked(doc, 'trade-ins')
    await markProcessing(sending.id, 5_000)

    const freed = await freeStaleJobs(payload)
    expect(freed).toContain(stuck.id)
    expect(freed).not.toContain(sending.id)
    // The stuck job runs again and finds its mail sent (docs/decisions/0058): no second '접수 대기',
    // and '접수 완료', queued behind it, goes out; the one being sent is still someone's.
    await expect
      .poll(async () => (await mailsTo(owner.email)).map((mail) => mail.subject), { timeout: 30_000 })
      .toEqual([expect.stringContaining('접수 대기'), expect.stringContaining('접수 완료')])
    expect(
      await payload.count({ collection: 'payload-jobs', where: { id: { equals: stuck.id }, processing: { equals: true } }, overrideAccess: true }),
    ).toEqual({
      totalDocs: 0,
    })
    const left = await payload.findByID({ collection: 'payload-jobs', id: sending.id, overrideAccess: true })
    expect(left.processing).toBe(true)
    await payload.delete({ collection: 'payload-jobs', id: sending.id, overrideAccess: true })
  })
})
