// Shared helpers for the journeys in this folder.
import { expect, type Page } from '@playwright/test'

export const cmsURL = process.env.E2E_CMS_URL ?? 'http://localhost:3101'
export const demoPassword = process.env.SEED_PASSWORD ?? 'storefront-demo'
export const demoCustomer = { email: 'customer@storefront.test', password: demoPassword }

/** The storefront marks <html data-hydrated> once React has hydrated; click only after that. */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
}
