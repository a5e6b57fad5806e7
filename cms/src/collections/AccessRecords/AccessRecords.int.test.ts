// 개인정보 접속기록 (docs/decisions/0062): what staff do with customers' personal data is recorded
// once per operation, with who, what, whom and from where; nobody can change or remove a record;
// the daily check flags a staff member who read too many customers.
import { randomUUID } from 'node:crypto'
import type { Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AccessRecord, Customer, User } from '@/payload-types'
import { createProduct, customerOf, json, registerDevice } from '@/test/fixtures'
import { type Consumer, signUpConsumer } from '@/test/firebase'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'
import { env } from '@/env'
import { reviewAccess } from './review'
import { flushAccessRecords, holdTimedWrites, SAME_LOOK_MS } from './pending'
import { seoulDay } from '@storefront/rules/seoul-date'
import { finishLeaving } from '@storefront/rules/lifecycle.server'

type Session = { user: User; headers: Record<string, string> }

describe('access records', () => {
  let payload: Payload
  let admin: Session
  let manager: Session
  let staff: Session
  let consumer: Consumer
  let customer: Customer
  let others: Customer[]

  /** The records of `who` since `since`, newest first, once those waiting are written. */
  const recordsOf = async (who: User, since: string) => {
    await flushAccessRecords(payload)
    return (
      await payload.find({
        collection: 'access-records',
        where: { and: [{ staff: { equals: who.id } }, { createdAt: { greater_than_equal: since } }] },
        sort: '-createdAt',
        depth: 0,
        pagination: false,
      })
    ).docs
  }
  const from = (ip: string, headers: Record<string, string>) => ({ ...headers, 'x-forwarded-for': ip })

  beforeAll(async () => {
    payload = await testPayload()
    admin = await staffSession(payload, 'admin')
    manager = await staffSession(payload, 'manager')
    staff = await staffSession(payload, 'staff')
    consumer = await signUpConsumer('접속기록 고객')
    customer = await customerOf(consumer)
    others = await Promise.all(
      [1, 2].map(() => payload.create({ collection: 'customers', data: { firebaseUid: `access-${randomUUID()}`, provider: 'password', name: '다른 고객' } })),
    )
  })

  afterAll(() => removeUsers(payload, [admin.user, manager.user, staff.user]))

  it('records a staff member opening a customer: who, when, what, whom and from where', async () => {
    const since = new Date().toISOString()
    const response = await rest(`/customers/${customer.id}`, { headers: from('203.0.113.45', staff.headers) })
    expect(response.status).toBe(200)
    const [record, ...more] = await recordsOf(staff.user, since)
    expect(more).toEqual([])
    expect(record).toMatchObject({
      staffEmail: staff.user.email,
      staffRole: 'staff',
      operation: 'read',
      resource: 'customers',
      documents: ` ${customer.id} `,
      documentCount: 1,
      customers: ` ${customer.id} `,
      ip: '203.0.113.45',
      path: `/api/customers/${customer.id}`,
    })
    expect(new Date(record!.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(since).getTime())
  })

  it('records a list read as one row naming every document and customer in it', async () => {
    const product = await createProduct(payload)
    const devices = [await registerDevice(payload, customer, product), await registerDevice(payload, others[0]!, product)]
    const since = new Date().toISOString()
    const ids = devices.map((device) => device.id)
    const response = await rest(`/devices?where[id][in]=${ids.join(',')}&sort=id&depth=0`, { headers: manager.headers })
    expect((await response.json()).docs).toHaveLength(2)
    const records = await recordsOf(manager.user, since)
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({ operation: 'list', resource: 'devices', documents: ` ${ids.join(' ')} `, documentCount: 2 })
    expect(records[0]!.customers).toBe(` ${customer.id} ${others[0]!.id} `)
  })

  it('records a change, and the admin panel’s reads (its views read under the staff member’s own access)', async () => {
    const since = new Date().toISOString()
    const changed = await rest(`/customers/${others[1]!.id}`, json('PATCH', { name: '고친 이름' }, admin.headers))
    expect(changed.status).toBe(200)
    // What the admin panel's document view does (getDocumentData): findByID without overriding access.
    await payload.findByID({ collection: 'customers', id: others[1]!.id, overrideAccess: false, user: admin.user })
    const records = await recordsOf(admin.user, since)
    expect(records.map(({ operation, customers }) => [operation, customers])).toEqual([
      ['read', ` ${others[1]!.id} `],
      ['update', ` ${others[1]!.id} `],
    ])
  })

  it('records one look of a document however many times the admin panel’s view reads it, and a look after SAME_LOOK_MS again', async () => {
    // The first look a window ago, so no record is dated after the tests that follow.
    const now = Date.now()
    vi.useFakeTimers({ toFake: ['Date'], now: now - SAME_LOOK_MS - 1000 })
    try {
      const since = new Date().toISOString()
      // The document view reads for its data, its form state and its lock.
      const look = () => payload.findByID({ collection: 'customers', id: others[0]!.id, overrideAccess: false, user: manager.user })
      const looks = async () => (await recordsOf(manager.user, since)).filter(({ resource }) => resource === 'customers')
      for (const _ of [1, 2, 3]) await look()
      expect(await looks()).toHaveLength(1)
      vi.setSystemTime(now)
      await look()
      expect((await looks()).map(({ operation, documents }) => [operation, documents])).toEqual([
        ['read', ` ${others[0]!.id} `],
        ['read', ` ${others[0]!.id} `],
      ])
    } finally {
      vi.useRealTimers()
    }
  })

  it('answers a staff read before its record is written, and a clean shutdown writes what is waiting', async () => {
    const mine: Where = { and: [{ staff: { equals: staff.user.id } }, { resource: { equals: 'devices' } }] }
    const before = (await payload.count({ collection: 'access-records', where: mine })).totalDocs
    // The moment's write never comes on its own: only leaving can write the record.
    const release = holdTimedWrites(payload)
    try {
      expect((await rest(`/devices?where[customer][equals]=${customer.id}&depth=0`, { headers: staff.headers })).status).toBe(200)
      expect((await payload.count({ collection: 'access-records', where: mine })).totalDocs).toBe(before)
      await finishLeaving()
      expect((await payload.count({ collection: 'access-records', where: mine })).totalDocs).toBe(before + 1)
    } finally {
      release()
    }
  })

  it('keeps the record of a staff member removed before it was written, and writes the records after it', async () => {
    const leaving = await staffSession(payload, 'staff')
    const since = new Date().toISOString()
    // The moment's write waits until the test writes it, after the staff member is gone.
    const release = holdTimedWrites(payload)
    try {
      expect((await rest(`/customers/${customer.id}`, { headers: leaving.headers })).status).toBe(200)
      await removeUsers(payload, [leaving.user])
      expect((await rest(`/customers/${customer.id}`, { headers: manager.headers })).status).toBe(200)
    } finally {
      release()
    }
    await flushAccessRecords(payload)
    const theirs = await payload.find({
      collection: 'access-records',
      where: { and: [{ staffEmail: { equals: leaving.user.email } }, { createdAt: { greater_than_equal: since } }] },
      depth: 0,
    })
    expect(theirs.docs).toMatchObject([{ staff: null, staffEmail: leaving.user.email, documents: ` ${customer.id} ` }])
    expect((await recordsOf(manager.user, since)).filter(({ resource }) => resource === 'customers')).toHaveLength(1)
  })

  it('records nothing for a customer’s own reads, the CMS’s own reads, or a list that names no customer', async () => {
    const since = new Date().toISOString()
    expect((await rest(`/customers/${customer.id}`, { headers: consumer.headers })).status).toBe(200)
    await payload.findByID({ collection: 'customers', id: customer.id })
    expect((await rest('/devices?where[id][equals]=0', { headers: staff.headers })).status).toBe(200)
    // Other test files record at the same time: only this customer's and this staff member's count.
    await flushAccessRecords(payload)
    const where: Where = {
      and: [{ createdAt: { greater_than_equal: since } }, { or: [{ customers: { contains: ` ${customer.id} ` } }, { staff: { equals: staff.user.id } }] }],
    }
    expect((await payload.count({ collection: 'access-records', where })).totalDocs).toBe(0)
  })

  it('refuses a survey export without a reason, in Korean and before reading anything; records one with its reason', async () => {
    const survey = await payload.create({
      collection: 'surveys',
      data: {
        slug: `access-${randomUUID().slice(0, 8)}`,
        _status: 'published',
        title: '접속기록 설문',
        opensAt: new Date(Date.now() - 60_000).toISOString(),
        requiresLogin: true,
        allowEdit: false,
        questions: [{ blockType: 'rating', question: '만족도', required: true, scale: '5' }],
      },
    })
    const answered = await rest(
      '/survey-responses',
      json('POST', { survey: survey.id, answers: [{ question: survey.questions[0]!.id, value: 4 }] }, consumer.headers),
    )
    expect(answered.status).toBe(201)
    const since = new Date().toISOString()
    for (const reason of ['', '&reason=', '&reason=%20%20']) {
      const refused = await rest(`/survey-responses/export?survey=${survey.id}${reason}`, { headers: manager.headers })
      expect(refused.status).toBe(400)
      expect((await refused.json()).errors[0].message).toBe('개인정보를 대량으로 조회하거나 내려받으려면 사유를 입력하세요(예: reason=고객 문의 처리).')
    }
    expect(await recordsOf(manager.user, since)).toEqual([])
    const reason = encodeURIComponent('기타: 판촉 행사 당첨자 확인')
    expect((await rest(`/survey-responses/export?survey=${survey.id}&reason=${reason}`, { headers: manager.headers })).status).toBe(200)
    const [record, ...more] = await recordsOf(manager.user, since)
    expect(more).toEqual([])
    expect(record).toMatchObject({
      operation: 'export',
      resource: 'survey-responses',
      customers: ` ${customer.id} `,
      documentCount: 1,
      reason: '기타: 판촉 행사 당첨자 확인',
    })
  })

  it('refuses a staff list read of BULK_READ_ROWS rows or more without a reason, and records the reason of one that gives it', async () => {
    expect(env.BULK_READ_ROWS).toBe(100)
    const since = new Date().toISOString()
    const message = '개인정보를 대량으로 조회하거나 내려받으려면 사유를 입력하세요(예: reason=고객 문의 처리).'
    for (const query of ['limit=100', 'limit=0', 'pagination=false', 'limit=5000']) {
      const refused = await rest(`/customers?${query}&depth=0`, { headers: staff.headers })
      expect(refused.status, query).toBe(400)
      expect((await refused.json()).errors[0].message).toBe(message)
    }
    // The panel's own reads do the same: a list view asked for 100 rows (its per-page choices stop below).
    await expect(payload.find({ collection: 'devices', limit: 100, overrideAccess: false, user: staff.user })).rejects.toThrow(message)
    expect(payload.collections.customers.config.admin.pagination?.limits).toEqual([5, 10, 25, 50])
    // Fewer rows than that, or a read that names fewer ids (Payload's own for related documents), needs none.
    expect((await rest('/customers?limit=99&depth=0', { headers: staff.headers })).status).toBe(200)
    expect((await rest(`/customers?pagination=false&where[id][in]=${customer.id},${others[0]!.id}&depth=0`, { headers: staff.headers })).status).toBe(200)
    const listed = await recordsOf(staff.user, since)
    expect(listed.map(({ operation, reason }) => [operation, reason])).toEqual([
      ['list', null],
      ['list', null],
    ])
    const given = await rest(`/customers?limit=100&depth=0&reason=${encodeURIComponent('정기 점검')}`, { headers: staff.headers })
    expect(given.status).toBe(200)
    const [record] = await recordsOf(staff.user, since)
    expect(record).toMatchObject({ operation: 'list', resource: 'customers', reason: '정기 점검' })
    expect(record!.documentCount).toBe((await given.json()).docs.length)
  })

  describe('nobody can change or remove a record', () => {
    let record: AccessRecord
    beforeAll(async () => {
      await rest(`/customers/${customer.id}`, { headers: staff.headers })
      record = (await recordsOf(staff.user, new Date(0).toISOString()))[0]!
    })

    it.each(['admin', 'manager', 'staff', 'customer', 'visitor'] as const)(
      '%s: update, delete, bulk update and bulk delete are refused over REST',
      async (role) => {
        const headers = { admin: admin.headers, manager: manager.headers, staff: staff.headers, customer: consumer.headers, visitor: {} }[role]
        const where = `where[id][equals]=${record.id}`
        const attempts = [
          rest(`/access-records/${record.id}`, json('PATCH', { staffEmail: 'someone-else@storefront.test', ip: '127.0.0.1' }, headers)),
          rest(`/access-records?${where}`, json('PATCH', { customers: ' 0 ' }, headers)),
          rest(`/access-records/${record.id}`, { method: 'DELETE', headers }),
          rest(`/access-records?${where}`, { method: 'DELETE', headers }),
          rest('/access-records', json('POST', { staffEmail: 'forged@storefront.test', operation: 'read', resource: 'customers' }, headers)),
        ]
        for (const response of await Promise.all(attempts)) {
          // A bulk call answers 200 with the documents it may not touch listed as errors; it changes none.
          if (response.status === 200) expect((await response.json()).docs).toEqual([])
          else expect([401, 403, 404]).toContain(response.status)
        }
        const now = await payload.findByID({ collection: 'access-records', id: record.id, depth: 0 })
        expect(now).toMatchObject({ staffEmail: staff.user.email, customers: record.customers, ip: record.ip })
      },
    )

    it('only admins read them; the admin panel offers nobody a create, an edit or a delete; GraphQL is not served', async () => {
      const read = async (headers: Record<string, string>) => (await rest(`/access-records/${record.id}`, { headers })).status
      expect(await read(admin.headers)).toBe(200)
      for (const headers of [manager.headers, staff.headers, consumer.headers, {}]) expect([401, 403, 404]).toContain(await read(headers))
      const { access } = payload.collections['access-records'].config
      const req = { user: { ...admin.user, collection: 'users' } } as never
      for (const operation of ['create', 'update', 'delete'] as const) expect(await access[operation]({ req })).toBe(false)
      expect(payload.config.graphQL.disable).toBe(true)
    })
  })

  describe('the daily check (review.ts), on a clock the test sets', () => {
    const day = new Date()
    const at = (hoursBefore: number) => new Date(day.getTime() - hoursBefore * 3_600_000).toISOString()
    const write = (who: User, customers: number[], createdAt: string, operation = 'list', reason?: string) =>
      payload.db.create({
        collection: 'access-records',
        data: {
          staff: who.id,
          staffEmail: who.email,
          operation,
          resource: 'customers',
          customers: ` ${customers.join(' ')} `,
          reason,
          createdAt,
          updatedAt: createdAt,
        },
      })

    it('flags a staff member who read more distinct customers in the day than the limit, once; not one under it or outside the day', async () => {
      // Accounts of their own: no other test's records are theirs.
      const [heavy, light, editor] = await Promise.all([staffSession(payload, 'staff'), staffSession(payload, 'manager'), staffSession(payload, 'admin')])
      try {
        await write(heavy.user, [1, 2, 3], at(2))
        await write(heavy.user, [3, 4], at(5))
        await write(light.user, [1, 2], at(1))
        await write(light.user, [3, 4, 5], at(30))
        // Changes are not reads: an admin editing many customers is not flagged by this check.
        await write(editor.user, [1, 2, 3, 4, 5], at(1), 'update')
        const flagged = await reviewAccess(payload, day, 3)
        const alerts = await payload.find({ collection: 'access-alerts', where: { id: { in: flagged } }, depth: 0 })
        const mine = alerts.docs.filter(({ staff }) => [heavy.user.id, light.user.id, editor.user.id].includes(staff as number))
        expect(mine).toHaveLength(1)
        expect(mine[0]).toMatchObject({ staff: heavy.user.id, customersRead: 4, threshold: 3, day: seoulDay(day) })
        const again = await reviewAccess(payload, day, 3)
        expect(again.filter((id) => mine.some((alert) => alert.id === id))).toEqual([])
      } finally {
        await removeUsers(payload, [heavy.user, light.user, editor.user])
      }
    })

    it('flags every bulk read and export of the day with its reason, once', async () => {
      const [exporter, quiet] = await Promise.all([staffSession(payload, 'manager'), staffSession(payload, 'staff')])
      try {
        const exported = await write(exporter.user, [1, 2, 3], at(2), 'export', '법령상 요청')
        const listed = await write(exporter.user, [4, 5], at(3), 'list', '정기 점검')
        await write(exporter.user, [6], at(26), 'export', '지난 날의 사유')
        await write(quiet.user, [1, 2], at(1), 'list')
        const flagged = await reviewAccess(payload, day)
        const alerts = await payload.find({ collection: 'access-alerts', where: { id: { in: flagged } }, depth: 0, sort: 'accessRecord' })
        const mine = alerts.docs.filter(({ staff }) => [exporter.user.id, quiet.user.id].includes(staff as number))
        expect(
          mine.map(({ kind, staff, accessRecord, reason, customersRead, day: flaggedDay }) => ({
            kind,
            staff,
            accessRecord,
            reason,
            customersRead,
            flaggedDay,
          })),
        ).toEqual([
          { kind: 'bulk', staff: exporter.user.id, accessRecord: exported.id, reason: '법령상 요청', customersRead: 3, flaggedDay: seoulDay(day) },
          { kind: 'bulk', staff: exporter.user.id, accessRecord: listed.id, reason: '정기 점검', customersRead: 2, flaggedDay: seoulDay(day) },
        ])
        const again = await reviewAccess(payload, day)
        expect(again.filter((id) => mine.some((alert) => alert.id === id))).toEqual([])
      } finally {
        await removeUsers(payload, [exporter.user, quiet.user])
      }
    })

    it('shows a flag to admins and to the manager who leads its staff member’s team; not to another team’s manager, to staff or to the member', async () => {
      const [lead, otherLead, member, outsider, colleague, head] = await Promise.all([
        staffSession(payload, 'manager'),
        staffSession(payload, 'manager'),
        staffSession(payload, 'staff'),
        staffSession(payload, 'staff'),
        staffSession(payload, 'staff'),
        staffSession(payload, 'admin'),
      ])
      const teams = await Promise.all([
        payload.create({ collection: 'teams', data: { name: '강남점 팀', leader: lead.user.id, members: [member.user.id, colleague.user.id, lead.user.id] } }),
        payload.create({ collection: 'teams', data: { name: '홍대점 팀', leader: otherLead.user.id, members: [outsider.user.id] } }),
      ])
      try {
        await write(member.user, [1, 2], at(1), 'export', '고객 문의 처리')
        await write(outsider.user, [3], at(1), 'export', '정기 점검')
        await write(lead.user, [4], at(1), 'export', '법령상 요청')
        const flagged = await reviewAccess(payload, day)
        const mine = { id: { in: flagged } }
        const seen = async (who: Session) => {
          const response = await rest(`/access-alerts?where[id][in]=${flagged.join(',')}&depth=0&limit=50`, { headers: who.headers })
          if (response.status !== 200) return response.status
          // Other test files' flags of the same day may be among them: only this test's staff count.
          const ours = [member, outsider, lead].map(({ user }) => user.id)
          return ((await response.json()).docs as Array<{ staff: number }>)
            .map(({ staff }) => staff)
            .filter((staff) => ours.includes(staff))
            .sort()
        }
        expect(await seen(head)).toEqual([member.user.id, outsider.user.id, lead.user.id].sort())
        // Their own team's member only: not the other team's, not themselves (an admin reviews a leader).
        expect(await seen(lead)).toEqual([member.user.id])
        expect(await seen(otherLead)).toEqual([outsider.user.id])
        for (const who of [member, colleague]) expect(await seen(who)).toBe(403)
        // A manager notes a flag of their team, and cannot reach another team's.
        const byStaff = async (staffId: number) =>
          (await payload.find({ collection: 'access-alerts', where: { and: [mine, { staff: { equals: staffId } }] }, depth: 0 })).docs[0]!.id
        const note = (id: number) => rest(`/access-alerts/${id}`, json('PATCH', { note: '팀원에게 확인했습니다.' }, lead.headers))
        expect((await note(await byStaff(member.user.id))).status).toBe(200)
        expect([403, 404]).toContain((await note(await byStaff(outsider.user.id))).status)
      } finally {
        await payload.delete({ collection: 'teams', where: { id: { in: teams.map(({ id }) => id) } } })
        await removeUsers(payload, [lead.user, otherLead.user, member.user, outsider.user, colleague.user, head.user])
      }
    })
  })
})
