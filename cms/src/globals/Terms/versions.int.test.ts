// Versions of the terms and the privacy policy (docs/decisions/0063): every effective date's text
// stays readable at its own address, and a customer's consent records the version agreed, asked
// again only when a later version requires it. Restores the seeded terms when done.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstTermsSeed, termsSeed } from '@/seed/content/terms'
import { richText } from '@/seed/lexical'
import { customerOf, json } from '@/test/fixtures'
import { type Consumer, signUpConsumer } from '@/test/firebase'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'
import { seoulDay } from '@storefront/rules/seoul-date'
import { versionsInForce } from './history'
import type { User } from '@/payload-types'

describe('versions of the terms and consents to them', () => {
  let payload: Payload
  let started: string
  let consumer: Consumer
  let customerId: number
  let staff: { user: User; headers: Record<string, string> }

  const customer = () => payload.findByID({ collection: 'customers', id: customerId, depth: 0 })
  const agree = (consents: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    rest(`/customers/${customerId}`, json('PATCH', { consents, ...extra }, consumer.headers))

  beforeAll(async () => {
    payload = await testPayload()
    started = new Date().toISOString()
    staff = await staffSession(payload, 'staff')
    consumer = await signUpConsumer('약관 동의 고객')
    customerId = (await customerOf(consumer)).id
    await payload.updateGlobal({ slug: 'terms', data: firstTermsSeed })
    await payload.updateGlobal({ slug: 'terms', data: termsSeed })
  })

  afterAll(async () => {
    // The versions this file saved go; the seeded terms are saved again as they were, the first
    // version then the current one, so that one is in force whatever today is.
    await payload.db.deleteVersions({ globalSlug: 'terms', where: { updatedAt: { greater_than_equal: started } } })
    for (const data of [firstTermsSeed, termsSeed]) await payload.updateGlobal({ slug: 'terms', data })
    await removeUsers(payload, [staff.user])
  })

  it('lists every effective date, newest first, and serves each date’s last text to anyone', async () => {
    const fixed = richText({ h2: '1. 처리하는 개인정보의 항목과 처리 목적' }, '오탈자를 고친 같은 날의 판입니다.')
    await payload.updateGlobal({ slug: 'terms', data: { privacy: { ...termsSeed.privacy, content: fixed } } })
    const list = await (await rest('/globals/terms/history/privacy')).json()
    const dates = list.versions.map(({ effectiveDate }: { effectiveDate: string }) => effectiveDate)
    expect(dates.slice(0, 2)).toEqual(['2026-12-01', '2026-01-01'])
    expect(new Set(dates).size).toBe(dates.length)

    const first = await (await rest('/globals/terms/history/privacy/2026-01-01')).json()
    expect(JSON.stringify(first.content)).toContain('수집하는 개인정보')
    const current = await (await rest('/globals/terms/history/privacy/2026-12-01')).json()
    expect(JSON.stringify(current.content)).toContain('오탈자를 고친 같은 날의 판입니다.')

    expect((await rest('/globals/terms/history/privacy/2025-01-01')).status).toBe(404)
    expect((await rest('/globals/terms/history/privacy/not-a-day')).status).toBe(404)
    expect((await rest('/globals/terms/history/cookies')).status).toBe(404)
    // Payload's own version list holds drafts-to-be and staff notes: staff only.
    expect([401, 403, 404]).toContain((await rest('/globals/terms/versions', { headers: consumer.headers })).status)
    expect((await rest('/globals/terms/versions', { headers: staff.headers })).status).toBe(200)
  })

  it('refuses a required version later than the effective date', async () => {
    const response = await rest(
      '/globals/terms',
      json('POST', { privacy: { ...termsSeed.privacy, consentVersion: '2030-01-01T00:00:00.000Z' } }, { ...staff.headers }),
    )
    // Staff may not edit the terms at all; an admin's write is checked through the local API.
    expect(response.status).toBe(403)
    await expect(
      payload.updateGlobal({ slug: 'terms', data: { privacy: { ...termsSeed.privacy, consentVersion: '2030-01-01T00:00:00.000Z' } } }),
    ).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ message: '동의를 받는 판은 시행일보다 늦을 수 없습니다.' })] },
    })
  })

  it('records the version in force by Seoul’s day, not a later one saved ahead of it; the same version again adds nothing; a new one in force asked adds a row', async () => {
    // The seeded versions stand wherever today falls; one dated today is the latest whose day has come.
    const today = seoulDay(new Date())
    const tomorrow = seoulDay(new Date(Date.now() + 86_400_000))
    const seoulMidnight = (day: string) => new Date(`${day}T00:00:00+09:00`).toISOString()
    const version = (day: string, words: string) => ({ effectiveDate: seoulMidnight(day), consentVersion: seoulMidnight(day), content: richText(words) })
    await payload.updateGlobal({ slug: 'terms', data: { privacy: version(today, '오늘부터 시행되는 방침입니다.') } })
    await payload.updateGlobal({ slug: 'terms', data: { privacy: version(tomorrow, '내일부터 시행될 방침입니다.') } })
    const { versions } = await (await rest('/globals/terms/history/privacy')).json()
    expect(versions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ effectiveDate: tomorrow, consentVersion: tomorrow }),
        expect.objectContaining({ effectiveDate: today, consentVersion: today }),
      ]),
    )

    const sent = '2001-01-01T00:00:00.000Z'
    expect((await agree({ termsAcceptedAt: sent, privacyAcceptedAt: sent, termsVersion: '1999-01-01', privacyVersion: '2099-01-01' })).status).toBe(200)
    const first = await customer()
    const serviceInForce = (await versionsInForce(payload)).service!
    expect(first.consents).toMatchObject({ termsVersion: serviceInForce, privacyVersion: today })
    expect(Date.parse(first.consents!.privacyAcceptedAt!)).toBeGreaterThan(Date.now() - 60_000)
    expect(first.consentHistory!.map(({ document, version }) => [document, version])).toEqual([
      ['service', serviceInForce],
      ['privacy', today],
    ])

    // Agreeing to the same versions again, and forging the history: nothing changes.
    const forged = [{ document: 'privacy', version: '2099-01-01', acceptedAt: sent }]
    expect((await agree({ termsAcceptedAt: new Date().toISOString(), privacyAcceptedAt: new Date().toISOString() }, { consentHistory: forged })).status).toBe(
      200,
    )
    const second = await customer()
    expect(second.consents!.privacyAcceptedAt).toBe(first.consents!.privacyAcceptedAt)
    expect(second.consentHistory!.map(({ version }) => version)).toEqual([serviceInForce, today])

    // One who agreed to an earlier version (staff's record says so) and agrees again: a row for today's.
    await payload.update({ collection: 'customers', id: customerId, data: { consents: { privacyVersion: '2025-12-31' } } })
    expect((await agree({ privacyAcceptedAt: new Date().toISOString() })).status).toBe(200)
    const third = await customer()
    expect(third.consents).toMatchObject({ termsVersion: serviceInForce, privacyVersion: today })
    expect(third.consentHistory!.map(({ version }) => version)).toEqual([serviceInForce, today, today])

    // The version saved ahead is in force from its own day, Seoul's midnight.
    const midnight = new Date(seoulMidnight(tomorrow))
    expect((await versionsInForce(payload, midnight)).privacy).toBe(tomorrow)
    expect((await versionsInForce(payload, new Date(midnight.getTime() - 1))).privacy).toBe(today)
  })
})
