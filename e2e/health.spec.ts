// Journey: an operator (or a load balancer) asks each server whether it and what it depends on answer.
import { expect, test } from '@playwright/test'
import { cmsURL } from './support'

test('the CMS health endpoint reports the database up', async ({ request }) => {
  const response = await request.get(`${cmsURL}/api/health`)
  expect(response.status()).toBe(200)
  expect(await response.json()).toMatchObject({ database: 'up' })
})

test('the storefront health endpoint reports the CMS up, and CMS edits pushed to it', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(await response.json()).toMatchObject({ cms: 'up' })
  // The LISTEN connection (docs/decisions/0025) opens with the first ask for the content version.
  await expect(async () => expect(await (await request.get('/api/health')).json()).toMatchObject({ contentPush: 'listening' })).toPass({ timeout: 10_000 })
})
