import type { Auth } from 'firebase-admin/auth'
import type { Payload } from 'payload'
import { seedCustomer } from './customer'
import { footer } from './footer'
import { neverSaved } from './globals'
import { site } from './site'
import { seedStaff } from './staff'

export type SeedOptions = {
  password: string
  siteUrl: string
  /** Firebase Auth for the demo consumer; only given when it is the emulator. */
  firebaseAuth?: Auth
}

export type SeedReport = { staffCreated: string[]; globalsWritten: string[]; customerCreated: boolean }

/** Demo content and logins (docs/contract.md). Idempotent: a second run changes nothing. */
export async function seed(payload: Payload, { password, siteUrl, firebaseAuth }: SeedOptions): Promise<SeedReport> {
  const staffCreated = await seedStaff(payload, password)
  const globalsWritten: string[] = []
  if (await neverSaved(payload, 'footer')) {
    await payload.updateGlobal({ slug: 'footer', data: footer })
    globalsWritten.push('footer')
  }
  if (await neverSaved(payload, 'site')) {
    await payload.updateGlobal({ slug: 'site', data: site(siteUrl) })
    globalsWritten.push('site')
  }
  const customerCreated = firebaseAuth ? await seedCustomer(firebaseAuth, password) : false
  return { staffCreated, globalsWritten, customerCreated }
}
