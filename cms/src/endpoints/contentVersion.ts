import type { Endpoint } from 'payload'
import { contentVersion as readVersion } from '@/lib/contentVersion'

/** GET /api/content-version (docs/contract.md): storefronts poll it to know when to refetch public content. */
export const contentVersion: Endpoint = {
  path: '/content-version',
  method: 'get',
  handler: async (req) => Response.json({ version: await readVersion(req.payload) }, { headers: { 'cache-control': 'no-store' } }),
}
