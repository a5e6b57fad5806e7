// The admin networks (docs/decisions/0077): with ADMIN_ALLOWED_NETWORKS set, the admin panel, the
// staff login and staff's API requests answer only from those networks; an attempt from elsewhere
// gets a Korean page or JSON error and is recorded among the access-check flags. The storefront's
// server and consumers are not covered.
import { randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccessAlert } from '@/payload-types'
import { proxy } from '@/proxy'
import { removeUsers, staffSession, testPayload } from '@/test/payload'
import { PEER_ADDRESS_HEADER } from '@storefront/rules/client-address'
import { seoulDay } from '@storefront/rules/seoul-date'
import { ADMIN_NETWORK_MESSAGE, adminNetworkRefusal, adminNetworks } from './adminNetworks'
import { env } from '@/env'

describe('admin networks', () => {
  let payload: Payload
  let staff: Awaited<ReturnType<typeof staffSession>>
  const rule = {
    networks: adminNetworks.parse('203.0.113.0/24, 2001:db8:ad::/48'),
    databaseUrl: env.DATABASE_URL,
    // The socket's address, as cms/server.mjs hands it on (no proxy of ours in front here).
    client: (headers: Headers) => headers.get(PEER_ADDRESS_HEADER) ?? 'unknown',
  }
  // An address of this run's own, so its row counts only this test's attempts.
  const outside = `198.51.100.${Math.floor(Math.random() * 250) + 1}`
  const outside6 = `2001:db8:bad:${randomUUID().slice(0, 4)}::1`
  const from = (address: string, path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new NextRequest(`${env.CMS_PUBLIC_URL}${path}`, { method, headers: { ...headers, [PEER_ADDRESS_HEADER]: address } })
  const check = (request: NextRequest) => adminNetworkRefusal(request, rule, {})
  const flagOf = async (address: string): Promise<AccessAlert | undefined> =>
    (await payload.find({ collection: 'access-alerts', where: { key: { equals: `network:${seoulDay(new Date())}:${address}` } }, depth: 0 })).docs[0]

  beforeAll(async () => {
    payload = await testPayload()
    staff = await staffSession(payload, 'staff')
  })
  afterAll(() => removeUsers(payload, [staff.user]))

  it('lets the panel, the staff login and staff’s API requests through from an allowed network, IPv4, IPv6 and IPv4 mapped into IPv6', async () => {
    for (const address of ['203.0.113.7', '::ffff:203.0.113.200', '2001:db8:ad:17::5'])
      for (const request of [from(address, '/admin'), from(address, '/api/users/login', {}, 'POST'), from(address, '/api/customers', staff.headers)])
        expect(await check(request)).toBeNull()
  })

  it('refuses the panel from elsewhere with a Korean page, and staff’s API requests with Korean JSON, recording each attempt', async () => {
    const panel = await check(from(outside, '/admin/collections/customers'))
    expect(panel?.status).toBe(403)
    expect(panel?.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const page = await panel!.text()
    expect(page).toContain('<html lang="ko">')
    expect(page).toContain(ADMIN_NETWORK_MESSAGE)
    expect(page).toContain(outside)
    for (const request of [
      from(outside, '/api/users/login', { 'content-type': 'application/json' }, 'POST'),
      from(outside, '/api/customers', staff.headers),
      from(outside, '/api/devices', { cookie: `payload-token=${staff.headers.authorization!.slice(4)}` }),
    ]) {
      const refused = await check(request)
      expect(refused?.status).toBe(403)
      expect(await refused!.json()).toEqual({ errors: [{ message: '관리자 화면과 직원용 API는 회사 네트워크(사무실·VPN)에서만 쓸 수 있습니다.' }] })
    }
    // One flag for the address and day, counting every attempt, for admins to read.
    expect(await flagOf(outside)).toMatchObject({ kind: 'network', ip: outside, attempts: 4, path: '/api/devices', staff: null })
  })

  it('refuses an IPv6 address outside the IPv6 range, and records it', async () => {
    expect((await check(from(outside6, '/admin')))?.status).toBe(403)
    expect(await flagOf(outside6)).toMatchObject({ kind: 'network', ip: outside6, attempts: 1, path: '/admin' })
  })

  it('covers neither the storefront’s reads nor consumers’ calls, and nothing when the setting is empty', async () => {
    // A Firebase ID token names no Payload collection; the storefront's server reads the public API with none.
    const firebaseLike = `e30.${Buffer.from(JSON.stringify({ sub: 'someone', aud: 'demo' })).toString('base64url')}.x`
    for (const request of [from(outside, '/api/posts'), from(outside, '/api/service-requests', { authorization: `Bearer ${firebaseLike}` })])
      expect(await check(request)).toBeNull()
    expect(adminNetworks.parse('')).toBeNull()
    expect(await adminNetworkRefusal(from(outside, '/admin'), { ...rule, networks: null }, {})).toBeNull()
    // The proxy as the tests' CMS runs it (ADMIN_ALLOWED_NETWORKS unset): the panel opens from anywhere.
    expect(env.ADMIN_ALLOWED_NETWORKS).toBeNull()
    expect((await proxy(from(outside, '/admin'))).status).toBe(200)
  })

  it('refuses to start with a setting that is not a list of CIDRs', () => {
    expect(adminNetworks.safeParse('10.0.0.0/8, office').success).toBe(false)
    expect(adminNetworks.safeParse('10.0.0.0/33').success).toBe(false)
    expect(adminNetworks.parse(' 10.0.0.0/8 ,fd00::/8 ')).toHaveLength(2)
  })
})
