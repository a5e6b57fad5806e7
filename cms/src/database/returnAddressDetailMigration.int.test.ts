import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '@/payload-types'
import { createProduct, fileServiceRequest } from '@/test/fixtures'
import { testPayload } from '@/test/payload'
import { splitTypedReturnAddresses } from '@/migrations/20261128_000627_return_address_detail'

// The migration's data step on records as they were before it: one address field, no detail. Kept
// out of migrations/, where Payload's CLI would load this file as a migration.
describe('20261128_000627_return_address_detail', () => {
  let payload: Payload
  let product: Product
  beforeAll(async () => {
    payload = await testPayload()
    product = await createProduct(payload)
  })

  /** A mail-in whose return address was typed into the one field as `typed`. */
  async function typedBefore(typed: string) {
    const { id } = await fileServiceRequest(payload, product, null)
    await payload.db.drizzle.execute(sql`UPDATE "service_requests" SET "return_address_address" = ${typed}, "return_address_detail" = NULL WHERE "id" = ${id}`)
    return id
  }
  const returnAddressOf = async (id: number) => (await payload.findByID({ collection: 'service-requests', id, depth: 0 })).returnAddress

  it('splits a road address from what follows its building number, keeps anything else whole, and leaves split ones alone', async () => {
    const road = await typedBefore('서울 중구 세종대로 110, 3층 총무과')
    const lot = await typedBefore('서울 강남구 역삼동 737 12층')
    const done = await fileServiceRequest(payload, product, null)
    await payload.db.drizzle.execute(sql`UPDATE "service_requests" SET "return_address_detail" = '2층' WHERE "id" = ${done.id}`)

    await splitTypedReturnAddresses(payload.db.drizzle)
    await splitTypedReturnAddresses(payload.db.drizzle)

    expect(await returnAddressOf(road)).toMatchObject({ postalCode: '04524', address: '서울 중구 세종대로 110', detail: '3층 총무과' })
    expect(await returnAddressOf(lot)).toMatchObject({ address: '서울 강남구 역삼동 737 12층', detail: null })
    expect(await returnAddressOf(done.id)).toMatchObject({ address: '서울 중구 세종대로 110', detail: '2층' })
  })
})
