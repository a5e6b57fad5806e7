// The CMS's route table, kept in routeTable.gen.json for the browser suite, which cannot load the
// Payload config (e2e/cross-site-writes.spec.ts reads it). A new endpoint fails this test until
// the file is written again: `pnpm vitest run --project integration routeTable -u`.
import config from '@payload-config'
import type { SanitizedConfig } from 'payload'
import { expect, it } from 'vitest'
import { routeTable } from './routeTable'

it('the route table kept for the browser suite is the one the config answers', async () => {
  const table = routeTable(await (config as unknown as Promise<SanitizedConfig>))
  expect(table).toEqual(
    expect.arrayContaining(['POST /customers/me/identity', 'POST /users/login', 'POST /serials/check', 'GET /health', 'PATCH /devices/:id']),
  )
  await expect(`${JSON.stringify(table, null, 2)}\n`).toMatchFileSnapshot('./routeTable.gen.json')
})
