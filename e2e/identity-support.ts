// 본인인증 in the journeys, through the PortOne stand-in (stand-ins/portone): in the page where a
// journey is about it, through the storefront's own endpoints where it is only on the way.
import { randomInt } from 'node:crypto'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { birthDateFor } from '@storefront/rules/identity'
import { cmsURL, fromStorefront } from './support'

const portOneURL = process.env.PORTONE_STAND_IN_URL ?? 'http://127.0.0.1:3199'

export type Person = { name: string; birthDate: string; phoneNumber: string; operator: 'SKT' | 'KT' | 'LGU' }

/** A person no other test or run is: the stand-in's CI follows the name and the birth date. */
export function newPerson(overrides: Partial<Person> = {}): Person {
  const syllable = () => String.fromCharCode(0xac00 + randomInt(11_172))
  return {
    name: `김${syllable()}${syllable()}${syllable()}`,
    birthDate: birthDateFor(20 + randomInt(40), new Date(), -randomInt(365)),
    phoneNumber: `010${String(randomInt(10_000_000, 100_000_000))}`,
    operator: 'SKT',
    ...overrides,
  }
}

/** Someone who turns 19 tomorrow by Seoul's date: a minor today. */
export const minor = (): Person => newPerson({ birthDate: birthDateFor(19, new Date(), 1) })

/** On an adult-only step: presses 휴대폰 본인인증 and goes through the carrier's window as `person`. */
export async function verifyInPage(page: Page, person: Person) {
  await page.getByRole('button', { name: '휴대폰 본인인증' }).click()
  await expect(page.getByRole('heading', { name: '휴대폰 본인인증' })).toBeVisible()
  await page.getByLabel('통신사').selectOption(person.operator)
  await page.getByLabel('이름').fill(person.name)
  await page.getByLabel('생년월일').fill(person.birthDate)
  await page.getByLabel('휴대폰 번호').fill(person.phoneNumber)
  await page.getByRole('button', { name: '인증 완료' }).click()
}

/**
 * The signed-in customer of `request` (a page's or a context's, with its session cookie) verifies
 * as `person` without the page: the storefront starts it, the stand-in records the person, and
 * PortOne's redirect comes back. Returns where the storefront sent the browser.
 */
export async function verifyThroughApi(request: APIRequestContext, person: Person = newPerson(), back = '/device/register/auth'): Promise<string> {
  const started = await request.post('/api/identity/start', { form: { back }, headers: { ...fromStorefront, accept: 'application/json' } })
  expect(started.status(), `identity start: ${await started.text()}`).toBe(200)
  const { identityVerificationId } = (await started.json()) as { identityVerificationId: string }
  const recorded = await request.post(`${portOneURL}/test/identity-verifications`, { data: { identityVerificationId, ...person } })
  expect(recorded.status(), `the stand-in: ${await recorded.text()}`).toBe(201)
  const returned = await request.get(`/api/identity/return?${new URLSearchParams({ back, identityVerificationId })}`, { maxRedirects: 0 })
  expect(returned.status()).toBe(303)
  return returned.headers().location ?? ''
}

/** A consumer talking to the CMS directly (`headers` carry their Firebase credential) verifies as `person`. */
export async function verifyAtCms(request: APIRequestContext, headers: Record<string, string>, person: Person = newPerson()) {
  const started = await request.post(`${cmsURL}/api/customers/me/identity/start`, { headers, data: {} })
  expect(started.status(), `identity start: ${await started.text()}`).toBe(200)
  const { identityVerificationId } = (await started.json()) as { identityVerificationId: string }
  expect((await request.post(`${portOneURL}/test/identity-verifications`, { data: { identityVerificationId, ...person } })).status()).toBe(201)
  const confirmed = await request.post(`${cmsURL}/api/customers/me/identity`, { headers, data: { identityVerificationId } })
  expect(confirmed.status(), `identity confirmation: ${await confirmed.text()}`).toBe(200)
}
