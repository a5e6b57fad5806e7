import { policyVersion } from '@storefront/rules/policy-version'
import { termsSeed } from './content/terms'
import type { Auth } from 'firebase-admin/auth'
import type { Payload } from 'payload'
import type { Customer, User } from '@/payload-types'
import { CUSTOMER_EMAIL } from './customer'
import { type Created, ensure } from './ensure'
import { DEMO_DEVICE_SERIAL } from './serials'

const DAY = 24 * 60 * 60 * 1000

/**
 * The demo consumer's CMS side: their customer record (as the Firebase strategy would create it),
 * one registered device bought about ten weeks ago, and one A/S request a shop has received.
 */
export async function seedDemoCustomer(payload: Payload, created: Created, auth: Auth, staffUser: User): Promise<Customer> {
  const { uid } = await auth.getUserByEmail(CUSTOMER_EMAIL)
  const customer = await demoCustomerRecord(payload, created, uid)
  const purchaseDate = new Date(Date.now() - 72 * DAY).toISOString()
  const device = await ensure(payload, created, 'devices', { serialNumber: { equals: DEMO_DEVICE_SERIAL } }, () =>
    payload.create({
      collection: 'devices',
      data: { serialNumber: DEMO_DEVICE_SERIAL, customer: customer.id, purchaseDate, purchasePlace: '바포레 홍대 직영점', status: 'active' },
    }),
  )
  const shop = await payload.find({ collection: 'shops', where: { name: { equals: '바포레 홍대 직영점' } }, limit: 1, depth: 0 })
  await ensure(payload, created, 'service-requests', { device: { equals: device.id } }, async () => {
    const request = await payload.create({
      collection: 'service-requests',
      data: {
        device: device.id,
        customer: customer.id,
        symptom: 'charging',
        description: '충전 케이블을 꽂아도 표시등이 켜지지 않습니다. 다른 케이블로 바꿔도 마찬가지예요.',
        method: 'visit',
        shop: shop.docs[0].id,
        status: 'requested',
      },
    })
    // Received by a staff member, so the timeline shows who did it.
    return payload.update({
      collection: 'service-requests',
      id: request.id,
      data: { status: 'received', statusNote: '매장에서 기기를 받았습니다. 2–3일 안에 점검 결과를 알려 드리겠습니다.' },
      user: { ...staffUser, collection: 'users' },
    })
  })
  return customer
}

/**
 * The one CMS record of the demo consumer, linked to their current Firebase uid. When the
 * emulator's users were lost (a fresh emulator folder), the record that already holds the demo
 * device is re-linked rather than a second customer created with the same e-mail; copies left by
 * earlier seeds that own nothing are removed, so the seed converges however often it runs.
 */
async function demoCustomerRecord(payload: Payload, created: Created, uid: string): Promise<Customer> {
  const { docs: sameEmail } = await payload.find({
    collection: 'customers',
    where: { email: { equals: CUSTOMER_EMAIL } },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
  })
  const [kept, ...copies] = [...sameEmail.filter((doc) => doc.firebaseUid === uid), ...sameEmail.filter((doc) => doc.firebaseUid !== uid)]
  for (const copy of copies) if (!(await ownsAnything(payload, copy.id))) await payload.delete({ collection: 'customers', id: copy.id })
  if (kept?.firebaseUid === uid) return kept
  if (kept) return payload.update({ collection: 'customers', id: kept.id, data: { firebaseUid: uid } })
  created.customers = (created.customers ?? 0) + 1
  return payload.create({
    collection: 'customers',
    data: {
      firebaseUid: uid,
      email: CUSTOMER_EMAIL,
      name: '데모 고객',
      phone: '010-2481-3690',
      provider: 'password',
      // Agreed to the versions in force, as registration records it (hooks/stampConsents).
      consents: {
        termsAcceptedAt: new Date().toISOString(),
        termsVersion: policyVersion(termsSeed.service.effectiveDate),
        privacyAcceptedAt: new Date().toISOString(),
        privacyVersion: policyVersion(termsSeed.privacy.effectiveDate),
      },
      // A demo login goes through adult-only steps without a carrier: verified as a person of its own.
      identity: { adultVerifiedAt: new Date().toISOString(), name: '데모 고객', phone: '010-2481-3690', personKey: 'seed-demo-customer' },
    },
  })
}

const OWNED = ['devices', 'service-requests', 'trade-ins', 'survey-responses', 'attachments'] as const

async function ownsAnything(payload: Payload, customer: number): Promise<boolean> {
  const counts = await Promise.all(OWNED.map((collection) => payload.count({ collection, where: { customer: { equals: customer } } })))
  return counts.some(({ totalDocs }) => totalDocs > 0)
}
