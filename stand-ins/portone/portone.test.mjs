import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IdentityVerificationClient } from '@portone/server-sdk/identityVerification'
import { ciOf, createPortOneStandIn } from './portone.mjs'

const STORE = 'store-00000000-test'
const CHANNEL = 'channel-key-test'
const SECRET = 'stand-in-api-secret'
const REDIRECT = 'http://localhost:3000/api/identity/return?back=%2Fdevice%2Fregister%2Fauth'
const person = { operator: 'SKT', name: '김인증', birthDate: '1990-03-04', phoneNumber: '010-1234-5678' }

describe('PortOne stand-in', () => {
  let base
  let server
  beforeAll(async () => {
    ;({ server } = createPortOneStandIn({ storeId: STORE, channelKey: CHANNEL, apiSecret: SECRET }))
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${server.address().port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  const client = (secret = SECRET) => IdentityVerificationClient({ secret, baseUrl: base })
  const request = (id, overrides = {}) => ({ storeId: STORE, channelKey: CHANNEL, identityVerificationId: id, redirectUrl: REDIRECT, ...overrides })
  const decide = (id, decision, fields = person) =>
    fetch(`${base}/identity-verification`, { method: 'POST', body: new URLSearchParams({ ...request(id), ...fields, decision }), redirect: 'manual' })

  it('serves a browser SDK that defines window.PortOne.requestIdentityVerification', async () => {
    const response = await fetch(`${base}/v2/browser-sdk.js`)
    expect(response.headers.get('content-type')).toMatch(/javascript/)
    expect(await response.text()).toContain('requestIdentityVerification')
  })

  it('shows the carrier window for its own store and channel only', async () => {
    const window = await fetch(`${base}/identity-verification?${new URLSearchParams(request('iv-window'))}`)
    expect(window.status).toBe(200)
    expect(await window.text()).toContain('휴대폰 본인인증')
    const otherStore = await fetch(`${base}/identity-verification?${new URLSearchParams(request('iv-window', { storeId: 'store-else' }))}`)
    expect(otherStore.status).toBe(400)
    expect(await otherStore.text()).toContain('상점 아이디가 올바르지 않습니다')
  })

  it('verifies the chosen person, sends the browser back, and answers the server SDK with them', async () => {
    const response = await decide('iv-verified', 'verify')
    expect(response.status).toBe(303)
    const back = new URL(response.headers.get('location'))
    expect(back.pathname).toBe('/api/identity/return')
    expect(back.searchParams.get('identityVerificationId')).toBe('iv-verified')
    expect(back.searchParams.get('code')).toBeNull()
    const found = await client().getIdentityVerification({ identityVerificationId: 'iv-verified', storeId: STORE })
    expect(found).toMatchObject({ status: 'VERIFIED', id: 'iv-verified' })
    expect(found.verifiedCustomer).toMatchObject({
      name: '김인증',
      birthDate: '1990-03-04',
      phoneNumber: '01012345678',
      operator: 'SKT',
      ci: ciOf('김인증', '1990-03-04'),
    })
    // Verified once: not again, as someone else.
    expect((await decide('iv-verified', 'verify', { ...person, name: '다른사람' })).status).toBe(409)
  })

  it('sends a failure back with a code, and records it as FAILED', async () => {
    const back = new URL((await decide('iv-failed', 'fail')).headers.get('location'))
    expect(back.searchParams.get('code')).toBe('IDENTITY_VERIFICATION_FAILED')
    expect(await client().getIdentityVerification({ identityVerificationId: 'iv-failed', storeId: STORE })).toMatchObject({ status: 'FAILED' })
  })

  it('keeps the window open with a Korean message when the person is incomplete', async () => {
    const response = await decide('iv-incomplete', 'verify', { ...person, birthDate: '' })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('생년월일을')
  })

  it('refuses a wrong secret, another store, and an id it never saw, as PortOne does', async () => {
    await expect(client('wrong').getIdentityVerification({ identityVerificationId: 'iv-verified', storeId: STORE })).rejects.toMatchObject({
      data: { type: 'UNAUTHORIZED' },
    })
    await expect(client().getIdentityVerification({ identityVerificationId: 'iv-verified', storeId: 'store-else' })).rejects.toMatchObject({
      data: { type: 'FORBIDDEN' },
    })
    await expect(client().getIdentityVerification({ identityVerificationId: 'iv-never', storeId: STORE })).rejects.toMatchObject({
      data: { type: 'IDENTITY_VERIFICATION_NOT_FOUND' },
    })
  })

  it('lets a test record a verification without a browser', async () => {
    const response = await fetch(`${base}/test/identity-verifications`, {
      method: 'POST',
      body: JSON.stringify({ identityVerificationId: 'iv-api', ...person, ci: 'given-ci' }),
    })
    expect(response.status).toBe(201)
    expect((await client().getIdentityVerification({ identityVerificationId: 'iv-api', storeId: STORE })).verifiedCustomer.ci).toBe('given-ci')
  })
})
