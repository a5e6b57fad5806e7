import type { Auth } from 'firebase-admin/auth'
import type { Payload } from 'payload'
import { seedProducts, seedShareImage } from './content/catalog'
import { seedKoreaPage, seedPosts, seedRedirects, seedShops, seedTradeInEvent } from './content/editorial'
import { seedSurveys } from './content/surveys'
import { firstTermsSeed, termsSeed } from './content/terms'
import { policyVersion } from '@storefront/rules/policy-version'
import { seedCustomer } from './customer'
import { seedDemoCustomer } from './demoCustomer'
import { seedHistory } from './history'
import type { Created } from './ensure'
import { footer } from './footer'
import { neverSaved } from './globals'
import { home } from './home'
import { seedSerials } from './serials'
import { site } from './site'
import { seedStaff, staff } from './staff'

export type SeedOptions = {
  password: string
  siteUrl: string
  /** Firebase Auth for the demo consumer; only given when it is the emulator. */
  firebaseAuth?: Auth
  /** The demo logins' authenticator secret; only given in a local run (seed/local.ts). */
  totpSecret?: string
  /** A year of made-up customers, devices, requests and answers for the admin's insights: `npm run dev` only (seed/local.ts). */
  history?: boolean
}

export type SeedReport = {
  staffCreated: string[]
  globalsWritten: string[]
  customerCreated: boolean
  /** Documents created per collection (serials included); empty when nothing was missing. */
  created: Created
}

/** Demo content and logins (docs/contract.md). Idempotent: a second run changes nothing. */
export async function seed(payload: Payload, { password, siteUrl, firebaseAuth, totpSecret, history }: SeedOptions): Promise<SeedReport> {
  const staffCreated = await seedStaff(payload, password, totpSecret)
  const created: Created = {}
  const products = await seedProducts(payload, created)
  await seedShops(payload, created)
  const posts = await seedPosts(payload, created)
  const warrantyPost = posts.get('warranty')!
  await seedKoreaPage(payload, created)
  const event = await seedTradeInEvent(payload, created, products)
  await seedSurveys(payload, created)
  await seedRedirects(payload, created, warrantyPost, event)
  const serials = await seedSerials(payload)
  if (serials > 0) created.serials = serials

  const globalsWritten: string[] = []
  if (await neverSaved(payload, 'footer')) {
    await payload.updateGlobal({ slug: 'footer', data: footer })
    globalsWritten.push('footer')
  }
  const shareImage = await seedShareImage(payload, created)
  if (await neverSaved(payload, 'site')) {
    await payload.updateGlobal({ slug: 'site', data: { ...site(siteUrl), shareImage: shareImage.id, warrantyPolicy: warrantyPost.id } })
    globalsWritten.push('site')
  } else if (!(await payload.findGlobal({ slug: 'site', depth: 0 })).warrantyPolicy) {
    // Saved before posts existed: point it at the warranty policy, leaving every other setting alone.
    await payload.updateGlobal({ slug: 'site', data: { warrantyPolicy: warrantyPost.id } })
    globalsWritten.push('site')
  }
  if (await neverSaved(payload, 'home')) {
    await payload.updateGlobal({ slug: 'home', data: home(`/posts/${warrantyPost.id}`, `/trade-in/${event.id}`) })
    globalsWritten.push('home')
  }
  // The first version, then the one in force: each keeps its own address (docs/decisions/0063). A
  // database seeded before the current privacy policy gets it, the terms of service left as they are.
  if (await neverSaved(payload, 'terms')) {
    await payload.updateGlobal({ slug: 'terms', data: firstTermsSeed })
    await payload.updateGlobal({ slug: 'terms', data: termsSeed })
    globalsWritten.push('terms')
  } else if (
    (policyVersion((await payload.findGlobal({ slug: 'terms', depth: 0 })).privacy?.effectiveDate) ?? '') < policyVersion(termsSeed.privacy.effectiveDate)!
  ) {
    await payload.updateGlobal({ slug: 'terms', data: { privacy: termsSeed.privacy } })
    globalsWritten.push('terms')
  }

  const customerCreated = firebaseAuth ? await seedCustomer(firebaseAuth, password) : false
  if (firebaseAuth) {
    const staffEmail = staff.find(({ role }) => role === 'staff')!.email
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: staffEmail } }, limit: 1, depth: 0 })
    await seedDemoCustomer(payload, created, firebaseAuth, docs[0])
  }
  if (history) await seedHistory(payload, created)
  return { staffCreated, globalsWritten, customerCreated, created }
}
