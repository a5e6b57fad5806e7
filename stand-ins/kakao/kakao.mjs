// A local stand-in for Kakao Login's three REST endpoints (kauth.kakao.com/oauth/authorize,
// kauth.kakao.com/oauth/token, kapi.kakao.com/v2/user/me), so dev and tests run the real OAuth code
// flow offline. Shapes follow developers.kakao.com (REST API, error codes KOE…); state lives in
// memory and is gone at restart, like a fresh Kakao session.
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { escape, html, json, page as sharedPage } from '../pages.mjs'

const CODE_TTL_MS = 10 * 60_000
const ACCESS_TOKEN_TTL_S = 6 * 60 * 60

/** One of each case the storefront must handle: e-mail verified, not verified, not shared. */
export const SEEDED_ACCOUNTS = [
  { id: 4_100_000_001, nickname: '김카카오', email: 'kakao.verified@storefront.test', emailVerified: true },
  { id: 4_100_000_002, nickname: '이미인증', email: 'kakao.unverified@storefront.test', emailVerified: false },
  { id: 4_100_000_003, nickname: '박이메일없음', email: null, emailVerified: false },
]

/**
 * @param {{ clientId: string, clientSecret?: string, redirectUris: string[], accounts?: typeof SEEDED_ACCOUNTS, now?: () => number }} options
 */
export function createKakaoStandIn({ clientId, clientSecret, redirectUris, accounts = SEEDED_ACCOUNTS, now = Date.now }) {
  const accountsById = new Map(accounts.map((account) => [account.id, { ...account }]))
  /** code → { accountId, redirectUri, expiresAt } */
  const codes = new Map()
  /** access token → { accountId, expiresAt } */
  const accessTokens = new Map()
  let nextId = Math.max(...accountsById.keys(), 4_100_000_000) + 1

  const routes = {
    'GET /oauth/authorize': (request, url) => authorizePage(url.searchParams),
    'POST /oauth/authorize': async (request) => decide(await formOf(request)),
    'POST /oauth/token': async (request) => token(request, await formOf(request)),
    'GET /v2/user/me': (request) => userMe(request),
    'POST /test/accounts': async (request) => addAccount(await jsonOf(request)),
    'GET /health': () => json(200, { ok: true }),
  }

  async function handle(request, response) {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    const route = routes[`${request.method} ${url.pathname}`]
    let answer
    try {
      answer = route ? await route(request, url) : json(404, { msg: 'not found', code: -1 })
    } catch (error) {
      answer = error instanceof BadRequest ? json(400, error.body) : json(500, { msg: 'internal error', code: -1 })
    }
    response.writeHead(answer.status, answer.headers)
    response.end(answer.body)
  }

  /** Kakao shows its own error page (not a redirect) when the app key or redirect URI is wrong. */
  function checkClient(params) {
    if (params.get('client_id') !== clientId) {
      return errorPage(400, 'KOE101', '앱 키가 올바르지 않습니다. 서비스 설정을 확인해 주세요.')
    }
    if (!redirectUris.includes(params.get('redirect_uri') ?? '')) {
      return errorPage(400, 'KOE006', '등록되지 않은 리다이렉트 URI입니다. 서비스 설정을 확인해 주세요.')
    }
    if (params.get('response_type') !== 'code') {
      return errorPage(400, 'KOE201', '지원하지 않는 응답 유형입니다.')
    }
    return null
  }

  function authorizePage(params) {
    return checkClient(params) ?? html(200, consentPage(params, [...accountsById.values()]))
  }

  function decide(form) {
    const refused = checkClient(form)
    if (refused) return refused
    const back = new URL(form.get('redirect_uri'))
    const state = form.get('state')
    if (form.get('decision') !== 'accept') {
      // What Kakao sends when the user presses 취소 on its consent screen.
      back.searchParams.set('error', 'access_denied')
      back.searchParams.set('error_description', 'User denied access')
    } else {
      const account = accountsById.get(Number(form.get('account')))
      if (!account) return html(400, consentPage(form, [...accountsById.values()], '로그인할 카카오계정을 선택해 주세요.'))
      const code = randomToken()
      codes.set(code, { accountId: account.id, redirectUri: back.href, expiresAt: now() + CODE_TTL_MS })
      back.searchParams.set('code', code)
    }
    if (state) back.searchParams.set('state', state)
    return { status: 302, headers: { location: back.href, 'cache-control': 'no-store' }, body: '' }
  }

  function token(request, form) {
    if (!/^application\/x-www-form-urlencoded\b/.test(request.headers['content-type'] ?? '')) {
      return json(400, { error: 'invalid_request', error_description: 'Content-Type must be application/x-www-form-urlencoded', error_code: 'KOE010' })
    }
    if (form.get('grant_type') !== 'authorization_code') {
      return json(400, { error: 'unsupported_grant_type', error_description: `unsupported grant type: ${form.get('grant_type')}`, error_code: 'KOE010' })
    }
    if (form.get('client_id') !== clientId) {
      return json(401, { error: 'invalid_client', error_description: 'Bad client credentials', error_code: 'KOE101' })
    }
    if (clientSecret && form.get('client_secret') !== clientSecret) {
      return json(401, { error: 'invalid_client', error_description: 'Bad client credentials', error_code: 'KOE010' })
    }
    const code = form.get('code') ?? ''
    const grant = codes.get(code)
    // A code works once: delete it whatever happens next.
    codes.delete(code)
    if (!grant || grant.expiresAt < now()) {
      return json(400, { error: 'invalid_grant', error_description: `authorization code not found for code=${code}`, error_code: 'KOE320' })
    }
    if (form.get('redirect_uri') !== grant.redirectUri) {
      return json(400, { error: 'invalid_grant', error_description: 'Redirect URI mismatch.', error_code: 'KOE303' })
    }
    const accessToken = randomToken()
    accessTokens.set(accessToken, { accountId: grant.accountId, expiresAt: now() + ACCESS_TOKEN_TTL_S * 1000 })
    return json(200, {
      token_type: 'bearer',
      access_token: accessToken,
      expires_in: ACCESS_TOKEN_TTL_S,
      refresh_token: randomToken(),
      refresh_token_expires_in: 60 * 24 * 60 * 60,
      scope: 'account_email profile_nickname',
    })
  }

  function userMe(request) {
    const header = request.headers.authorization ?? ''
    if (!header.startsWith('Bearer ')) return json(401, { msg: 'no authentication key!', code: -401 })
    const grant = accessTokens.get(header.slice('Bearer '.length))
    const account = grant && grant.expiresAt >= now() ? accountsById.get(grant.accountId) : undefined
    if (!account) return json(401, { msg: 'this access token does not exist', code: -401 })
    return json(200, kakaoUser(account))
  }

  /** Test helper: a fresh account, so each test (and each browser project) has its own person. */
  function addAccount(body) {
    const nickname = typeof body.nickname === 'string' && body.nickname.trim() ? body.nickname.trim() : null
    if (!nickname) throw new BadRequest({ msg: 'nickname is required', code: -2 })
    const email = typeof body.email === 'string' && body.email ? body.email : null
    const account = { id: nextId++, nickname, email, emailVerified: Boolean(email && body.emailVerified) }
    accountsById.set(account.id, account)
    return json(201, account)
  }

  const server = createServer((request, response) => void handle(request, response))
  return { server, handle }
}

/** The user JSON of GET /v2/user/me for an account that agreed to nickname and e-mail. */
function kakaoUser(account) {
  const kakaoAccount = {
    profile_nickname_needs_agreement: false,
    profile: { nickname: account.nickname, is_default_nickname: false },
    has_email: account.email !== null,
  }
  if (account.email !== null) {
    Object.assign(kakaoAccount, {
      email_needs_agreement: false,
      is_email_valid: true,
      is_email_verified: account.emailVerified,
      email: account.email,
    })
  }
  return {
    id: account.id,
    connected_at: new Date(0).toISOString(),
    properties: { nickname: account.nickname },
    kakao_account: kakaoAccount,
  }
}

class BadRequest extends Error {
  constructor(body) {
    super(body.msg)
    this.body = body
  }
}

const randomToken = () => randomBytes(24).toString('base64url')

const MAX_BODY = 64 * 1024

async function textOf(request) {
  let body = ''
  for await (const chunk of request) {
    body += chunk
    if (body.length > MAX_BODY) throw new BadRequest({ msg: 'body too large', code: -2 })
  }
  return body
}

const formOf = async (request) => new URLSearchParams(await textOf(request))

async function jsonOf(request) {
  try {
    return JSON.parse(await textOf(request))
  } catch {
    throw new BadRequest({ msg: 'invalid json', code: -2 })
  }
}

const page = (title, content) =>
  sharedPage(
    title,
    content,
    `  fieldset { border: 1px solid #e5e5e5; border-radius: 8px; margin: 16px 0; padding: 8px 12px; }
  label { display: flex; gap: 8px; padding: 8px 0; align-items: center; }
  .buttons { display: grid; gap: 8px; }
  .accept { background: #fee500; color: #191919; }`,
  )

function consentPage(params, accounts, problem) {
  const hidden = ['client_id', 'redirect_uri', 'response_type', 'state']
    .filter((name) => params.get(name) !== null)
    .map((name) => `<input type="hidden" name="${name}" value="${escape(params.get(name))}">`)
    .join('')
  const choices = accounts
    .map((account) => {
      const id = `account-${account.id}`
      const email = account.email ? `${account.email}${account.emailVerified ? '' : ' (미인증)'}` : '이메일 없음'
      return `<label for="${id}"><input type="radio" name="account" id="${id}" value="${account.id}" required> ${escape(account.nickname)} · ${escape(email)}</label>`
    })
    .join('')
  return page(
    '카카오계정 로그인 (로컬 대역)',
    `<h1>카카오계정으로 로그인</h1>
<p>서비스 이용을 위해 아래 정보 제공에 동의해 주세요.<br>제공 항목: 닉네임, 카카오계정(이메일)</p>
${problem ? `<p class="error" role="alert">${escape(problem)}</p>` : ''}
<form method="post" action="/oauth/authorize">${hidden}
<fieldset><legend>카카오계정 선택</legend>${choices}</fieldset>
<div class="buttons">
<button class="accept" type="submit" name="decision" value="accept">동의하고 계속하기</button>
<button class="cancel" type="submit" name="decision" value="cancel" formnovalidate>취소</button>
</div>
</form>
<p class="note">개발·테스트용 카카오 로그인 대역입니다. 실제 카카오 서버가 아닙니다.</p>`,
  )
}

function errorPage(status, code, message) {
  return html(status, page('카카오 로그인 오류', `<h1>카카오 로그인 오류</h1><p class="error">${escape(message)}</p><p class="note">에러 코드: ${code}</p>`))
}
