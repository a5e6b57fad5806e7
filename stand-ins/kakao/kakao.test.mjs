import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createKakaoStandIn, SEEDED_ACCOUNTS } from './kakao.mjs'

const CLIENT_ID = 'test-rest-api-key'
const REDIRECT_URI = 'http://localhost:3000/auth/kakao/callback'
const [verified, unverified, withoutEmail] = SEEDED_ACCOUNTS

describe('Kakao stand-in', () => {
  let base
  let server
  beforeAll(async () => {
    ;({ server } = createKakaoStandIn({ clientId: CLIENT_ID, clientSecret: 'shh', redirectUris: [REDIRECT_URI] }))
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${server.address().port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  const authorizeQuery = (overrides = {}) =>
    new URLSearchParams({ client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, response_type: 'code', state: 'st4te', ...overrides })

  /** What the browser does on the consent page: POST the form with the chosen button. */
  const decide = (decision, account, overrides) =>
    fetch(`${base}/oauth/authorize`, {
      method: 'POST',
      body: new URLSearchParams({ ...Object.fromEntries(authorizeQuery(overrides)), decision, ...(account && { account: String(account) }) }),
      redirect: 'manual',
    })

  const codeFor = async (account) => new URL((await decide('accept', account.id)).headers.get('location')).searchParams.get('code')

  const exchange = (code, overrides = {}) =>
    fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: CLIENT_ID,
        client_secret: 'shh',
        redirect_uri: REDIRECT_URI,
        code,
        ...overrides,
      }),
    })

  const me = (accessToken) => fetch(`${base}/v2/user/me`, { headers: { authorization: `Bearer ${accessToken}` } })

  async function profileOf(account) {
    const { access_token } = await (await exchange(await codeFor(account))).json()
    return (await me(access_token)).json()
  }

  it('shows a Korean consent page listing the test accounts', async () => {
    const response = await fetch(`${base}/oauth/authorize?${authorizeQuery()}`)
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(page).toContain('동의하고 계속하기')
    expect(page).toContain('취소')
    for (const account of SEEDED_ACCOUNTS) expect(page).toContain(account.nickname)
  })

  it('refuses an unknown client_id or an unregistered redirect_uri with an error page, not a redirect', async () => {
    const wrongKey = await fetch(`${base}/oauth/authorize?${authorizeQuery({ client_id: 'someone-else' })}`, { redirect: 'manual' })
    expect(wrongKey.status).toBe(400)
    expect(await wrongKey.text()).toContain('KOE101')
    const wrongUri = await fetch(`${base}/oauth/authorize?${authorizeQuery({ redirect_uri: 'https://evil.example/cb' })}`, { redirect: 'manual' })
    expect(wrongUri.status).toBe(400)
    expect(await wrongUri.text()).toContain('KOE006')
    // The consent form cannot be posted around the check either.
    expect((await decide('accept', verified.id, { redirect_uri: 'https://evil.example/cb' })).status).toBe(400)
  })

  it('sends the browser back with error=access_denied and the state when consent is refused', async () => {
    const response = await decide('cancel')
    expect(response.status).toBe(302)
    const back = new URL(response.headers.get('location'))
    expect(back.origin + back.pathname).toBe(REDIRECT_URI)
    expect(back.searchParams.get('error')).toBe('access_denied')
    expect(back.searchParams.get('state')).toBe('st4te')
    expect(back.searchParams.get('code')).toBeNull()
  })

  it('gives a code that buys one access token, which reads the Kakao user', async () => {
    const accepted = await decide('accept', verified.id)
    const back = new URL(accepted.headers.get('location'))
    expect(back.searchParams.get('state')).toBe('st4te')
    const tokenResponse = await exchange(back.searchParams.get('code'))
    expect(tokenResponse.status).toBe(200)
    const token = await tokenResponse.json()
    expect(token).toMatchObject({ token_type: 'bearer', expires_in: expect.any(Number) })
    const user = await (await me(token.access_token)).json()
    expect(user).toMatchObject({
      id: verified.id,
      kakao_account: { profile: { nickname: '김카카오' }, email: verified.email, is_email_verified: true, is_email_valid: true, has_email: true },
    })
  })

  it('answers invalid_grant KOE320 for an unknown or reused code', async () => {
    const code = await codeFor(verified)
    expect((await exchange(code)).status).toBe(200)
    for (const attempt of [code, 'made-up']) {
      const response = await exchange(attempt)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: 'invalid_grant', error_code: 'KOE320' })
    }
  })

  it('refuses a token request with the wrong client credentials or another redirect_uri', async () => {
    const badSecret = await exchange(await codeFor(verified), { client_secret: 'guess' })
    expect(badSecret.status).toBe(401)
    expect(await badSecret.json()).toMatchObject({ error: 'invalid_client' })
    const otherUri = await exchange(await codeFor(verified), { redirect_uri: 'http://localhost:3000/elsewhere' })
    expect(otherUri.status).toBe(400)
    expect(await otherUri.json()).toMatchObject({ error: 'invalid_grant' })
  })

  it('reports an unverified e-mail as such and leaves out a missing one', async () => {
    expect((await profileOf(unverified)).kakao_account).toMatchObject({ email: unverified.email, is_email_verified: false })
    const none = (await profileOf(withoutEmail)).kakao_account
    expect(none.has_email).toBe(false)
    expect(none).not.toHaveProperty('email')
    expect(none.profile.nickname).toBe('박이메일없음')
  })

  it('refuses the user endpoint without a valid access token', async () => {
    expect((await fetch(`${base}/v2/user/me`)).status).toBe(401)
    const response = await me('not-a-token')
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: -401 })
  })

  it('adds test accounts that the consent page then offers', async () => {
    const response = await fetch(`${base}/test/accounts`, {
      method: 'POST',
      body: JSON.stringify({ nickname: '새손님', email: 'new@storefront.test', emailVerified: true }),
    })
    expect(response.status).toBe(201)
    const account = await response.json()
    expect(await (await fetch(`${base}/oauth/authorize?${authorizeQuery()}`)).text()).toContain('새손님')
    expect(await profileOf(account)).toMatchObject({ id: account.id, kakao_account: { email: 'new@storefront.test', is_email_verified: true } })
  })
})
