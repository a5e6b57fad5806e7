import { APIError, type Endpoint } from 'payload'
import { isCustomerUser } from '@/access/roles'
import { seoulDay } from '@storefront/rules/seoul-date'
import { refuseWhenCustomerCheckUnavailable } from '../auth/unavailable'
import { collectMyData } from './collectMyData'
import { myDataHtml } from './myDataHtml'

/**
 * GET /api/customers/me/data[?format=html] — everything the CMS holds about the signed-in
 * customer, as a JSON file or a page to read (the storefront's my page offers both). Only the
 * caller's own: there is no id to ask for anyone else's.
 */
export const myDataEndpoint: Endpoint = {
  path: '/me/data',
  method: 'get',
  handler: async (req) => {
    refuseWhenCustomerCheckUnavailable(req)
    if (!req.user || !isCustomerUser(req.user)) throw new APIError('로그인이 필요합니다. 다시 로그인해 주세요.', 401, null, true)
    const data = await collectMyData(req.payload, Number(req.user.id))
    const html = req.searchParams.get('format') === 'html'
    const name = `my-data-${seoulDay(new Date())}.${html ? 'html' : 'json'}`
    const headers = { 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' }
    if (html) return new Response(await myDataHtml(req, data), { headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } })
    return new Response(JSON.stringify(data, null, 2), { headers: { ...headers, 'content-type': 'application/json; charset=utf-8' } })
  },
}
