// A local stand-in for PortOne V2's identity verification (본인인증), so dev and tests run the real
// flow offline: the browser SDK's entry point (GET /v2/browser-sdk.js, which defines
// window.PortOne as cdn.portone.io's script does), the carrier's verification window (here a form
// where a test picks the carrier, the name, the birth date, the phone and the outcome), and the
// REST endpoint @portone/server-sdk calls (GET /identity-verifications/{id}, its
// `Authorization: PortOne <secret>` checked). Shapes follow PortOne's V2 API; state lives in
// memory and is gone at restart.
import { createHash, randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import { escape, html, json, page as sharedPage } from '../pages.mjs'

const OPERATORS = [
  ['SKT', 'SKT'],
  ['KT', 'KT'],
  ['LGU', 'LG U+'],
  ['SKT_MVNO', 'SKT 알뜰폰'],
  ['KT_MVNO', 'KT 알뜰폰'],
  ['LGU_MVNO', 'LG U+ 알뜰폰'],
]

/**
 * The connecting information (CI) a carrier gives for a person: the same for the same person
 * whatever the account or the phone. Real CI derives from the resident registration number, which
 * a test has not got; here it derives from the name and the birth date unless a test gives one.
 */
export const ciOf = (name, birthDate) => createHash('sha512').update(`stand-in-ci:${name}:${birthDate}`).digest('base64')

/**
 * @param {{ storeId: string, channelKey: string, apiSecret: string, now?: () => Date }} options
 */
export function createPortOneStandIn({ storeId, channelKey, apiSecret, now = () => new Date() }) {
  /** identityVerificationId → the record GET /identity-verifications/{id} answers with */
  const verifications = new Map()

  const routes = [
    ['GET', /^\/v2\/browser-sdk\.js$/, (request) => script(request)],
    ['GET', /^\/identity-verification$/, (request, url) => windowPage(url.searchParams)],
    ['POST', /^\/identity-verification$/, async (request) => decide(await formOf(request))],
    ['GET', /^\/identity-verifications\/([^/]+)$/, (request, url, id) => getVerification(request, url, decodeURIComponent(id))],
    ['POST', /^\/test\/identity-verifications$/, async (request) => testVerification(await jsonOf(request))],
    ['GET', /^\/health$/, () => json(200, { ok: true })],
  ]

  async function handle(request, response) {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    let answer
    try {
      const match = routes.map(([method, path, run]) => request.method === method && [path.exec(url.pathname), run]).find((found) => found && found[0])
      answer = match ? await match[1](request, url, ...match[0].slice(1)) : json(404, { type: 'NOT_FOUND', message: 'not found' })
    } catch (error) {
      answer =
        error instanceof BadRequest ? json(400, { type: 'INVALID_REQUEST', message: error.message }) : json(500, { type: 'UNKNOWN', message: 'internal error' })
    }
    response.writeHead(answer.status, answer.headers)
    response.end(answer.body)
  }

  /** What the SDK checks before it opens a window: this store and its identity-verification channel. */
  function requestProblem(params) {
    if (params.get('storeId') !== storeId) return '상점 아이디가 올바르지 않습니다.'
    if (params.get('channelKey') !== channelKey) return '채널 키가 올바르지 않습니다.'
    if (!/^[\w-]{1,64}$/.test(params.get('identityVerificationId') ?? '')) return '본인인증 건 ID가 올바르지 않습니다.'
    try {
      if (!/^https?:$/.test(new URL(params.get('redirectUrl') ?? '').protocol)) throw new Error()
    } catch {
      return '리디렉션 URL이 올바르지 않습니다.'
    }
    return null
  }

  function windowPage(params, problem) {
    const refused = requestProblem(params)
    if (refused) return html(400, page('본인인증 오류', `<h1>본인인증 오류</h1><p class="error" role="alert">${escape(refused)}</p>`))
    const id = params.get('identityVerificationId')
    if (!verifications.has(id)) verifications.set(id, readyRecord(id))
    return html(problem ? 400 : 200, verificationForm(params, problem))
  }

  function decide(form) {
    const refused = requestProblem(form)
    if (refused) return windowPage(form)
    const id = form.get('identityVerificationId')
    if (verifications.get(id)?.status === 'VERIFIED')
      return html(409, page('본인인증 오류', '<h1>본인인증 오류</h1><p class="error" role="alert">이미 완료된 본인인증입니다.</p>'))
    const back = new URL(form.get('redirectUrl'))
    back.searchParams.set('transactionType', 'IDENTITY_VERIFICATION')
    back.searchParams.set('identityVerificationId', id)
    back.searchParams.set('identityVerificationTxId', randomUUID())
    if (form.get('decision') === 'verify') {
      const person = personOf(Object.fromEntries(form))
      if (typeof person === 'string') return windowPage(form, person)
      verifications.set(id, verifiedRecord(id, person))
    } else {
      const reason = form.get('decision') === 'cancel' ? '사용자가 본인인증을 취소했습니다.' : '본인인증에 실패했습니다.'
      verifications.set(id, failedRecord(id, reason))
      back.searchParams.set('code', form.get('decision') === 'cancel' ? 'IDENTITY_VERIFICATION_CANCELLED' : 'IDENTITY_VERIFICATION_FAILED')
      back.searchParams.set('message', reason)
    }
    return { status: 303, headers: { location: back.href, 'cache-control': 'no-store' }, body: '' }
  }

  function getVerification(request, url, id) {
    if (request.headers.authorization !== `PortOne ${apiSecret}`) return json(401, { type: 'UNAUTHORIZED', message: '인증 정보가 올바르지 않습니다.' })
    const asked = url.searchParams.get('storeId')
    if (asked && asked !== storeId) return json(403, { type: 'FORBIDDEN', message: '접근 권한이 없는 상점입니다.' })
    const found = verifications.get(id)
    if (!found) return json(404, { type: 'IDENTITY_VERIFICATION_NOT_FOUND', message: '본인인증 건이 존재하지 않습니다.' })
    return json(200, found)
  }

  /** Test helper: a verification as if a person had gone through the window, without a browser. */
  function testVerification(body) {
    const id = String(body.identityVerificationId ?? '')
    if (!/^[\w-]{1,64}$/.test(id)) throw new BadRequest('identityVerificationId is required')
    if (verifications.get(id)?.status === 'VERIFIED')
      return json(409, { type: 'IDENTITY_VERIFICATION_ALREADY_VERIFIED', message: '이미 완료된 본인인증입니다.' })
    if (body.outcome === 'failed') verifications.set(id, failedRecord(id, '본인인증에 실패했습니다.'))
    else {
      const person = personOf(body)
      if (typeof person === 'string') throw new BadRequest(person)
      verifications.set(id, verifiedRecord(id, person))
    }
    return json(201, verifications.get(id))
  }

  const base = (id) => {
    const at = now().toISOString()
    return {
      id,
      channel: { type: 'LIVE', key: channelKey, name: '본인인증 (로컬 대역)', pgProvider: 'DANAL', pgMerchantId: 'stand-in' },
      requestedAt: at,
      updatedAt: at,
      statusChangedAt: at,
      version: 'V2',
    }
  }
  const readyRecord = (id) => ({ status: 'READY', ...base(id), requestedCustomer: {} })
  const failedRecord = (id, reason) => ({ status: 'FAILED', ...base(id), requestedCustomer: {}, failure: { reason } })
  const verifiedRecord = (id, person) => ({
    status: 'VERIFIED',
    ...base(id),
    verifiedCustomer: { ...person, isForeigner: false, di: createHash('sha256').update(`${person.ci}:${storeId}`).digest('base64') },
    verifiedAt: now().toISOString(),
    pgTxId: randomUUID(),
    pgRawResponse: '{}',
  })

  const server = createServer((request, response) => void handle(request, response))
  return { server, handle }
}

/** The person a test chose, or what is wrong with the choice. */
function personOf(fields) {
  const name = String(fields.name ?? '').trim()
  const birthDate = String(fields.birthDate ?? '')
  const phoneNumber = String(fields.phoneNumber ?? '').replace(/\D/g, '')
  const operator = String(fields.operator ?? '')
  if (!name) return '이름을 입력해 주세요.'
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate) || Number.isNaN(Date.parse(birthDate))) return '생년월일을 YYYY-MM-DD 형식으로 입력해 주세요.'
  if (!/^01\d{8,9}$/.test(phoneNumber)) return '휴대폰 번호를 확인해 주세요.'
  if (!OPERATORS.some(([code]) => code === operator)) return '통신사를 선택해 주세요.'
  const ci = typeof fields.ci === 'string' && fields.ci ? fields.ci : ciOf(name, birthDate)
  return { name, birthDate, phoneNumber, operator, ci }
}

/**
 * cdn.portone.io/v2/browser-sdk.js in miniature: `window.PortOne.requestIdentityVerification`
 * sends the browser to this stand-in's window (PortOne's redirect mode, which phones get), so
 * the result always comes back to `redirectUrl`; a request it cannot send rejects.
 */
function script(request) {
  const origin = `http://${request.headers.host}`
  const body = `(() => {
  const origin = ${JSON.stringify(origin)}
  window.PortOne = {
    requestIdentityVerification(request) {
      const params = new URLSearchParams()
      for (const name of ['storeId', 'channelKey', 'identityVerificationId', 'redirectUrl']) {
        if (typeof request[name] !== 'string' || !request[name]) return Promise.reject(new Error('[PortOne] ' + name + ' is required'))
        params.set(name, request[name])
      }
      window.location.assign(origin + '/identity-verification?' + params)
      return new Promise(() => {})
    },
  }
})()
`
  return { status: 200, headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store', 'access-control-allow-origin': '*' }, body }
}

function verificationForm(params, problem) {
  const hidden = ['storeId', 'channelKey', 'identityVerificationId', 'redirectUrl']
    .map((name) => `<input type="hidden" name="${name}" value="${escape(params.get(name))}">`)
    .join('')
  const chosen = params.get('operator')
  const operators = OPERATORS.map(([code, label]) => `<option value="${code}"${code === chosen ? ' selected' : ''}>${escape(label)}</option>`).join('')
  const value = (name) => escape(params.get(name) ?? '')
  return page(
    '휴대폰 본인인증 (로컬 대역)',
    `<h1>휴대폰 본인인증</h1>
<p>본인 명의의 휴대폰으로 인증합니다.</p>
${problem ? `<p class="error" role="alert">${escape(problem)}</p>` : ''}
<form method="post" action="/identity-verification">${hidden}
<label for="operator">통신사</label><select id="operator" name="operator" required><option value="">선택</option>${operators}</select>
<label for="name">이름</label><input id="name" name="name" value="${value('name')}" autocomplete="off" required>
<label for="birthDate">생년월일</label><input id="birthDate" name="birthDate" type="date" value="${value('birthDate')}" required>
<label for="phoneNumber">휴대폰 번호</label><input id="phoneNumber" name="phoneNumber" inputmode="numeric" value="${value('phoneNumber')}" required>
<div class="buttons">
<button class="accept" type="submit" name="decision" value="verify">인증 완료</button>
<button class="cancel" type="submit" name="decision" value="fail" formnovalidate>인증 실패</button>
<button class="cancel" type="submit" name="decision" value="cancel" formnovalidate>취소</button>
</div>
</form>
<p class="note">개발·테스트용 PortOne 본인인증 대역입니다. 실제 통신사 인증이 아닙니다.</p>`,
  )
}

class BadRequest extends Error {}

const MAX_BODY = 64 * 1024

async function textOf(request) {
  let body = ''
  for await (const chunk of request) {
    body += chunk
    if (body.length > MAX_BODY) throw new BadRequest('body too large')
  }
  return body
}

const formOf = async (request) => new URLSearchParams(await textOf(request))

async function jsonOf(request) {
  try {
    return JSON.parse(await textOf(request))
  } catch {
    throw new BadRequest('invalid json')
  }
}

const page = (title, content) =>
  sharedPage(
    title,
    content,
    `  label { display: block; padding: 12px 0 4px; }
  input, select { display: block; width: 100%; box-sizing: border-box; font-size: 16px; padding: 10px; border: 1px solid #ccc; border-radius: 6px; }
  .buttons { display: grid; gap: 8px; margin-top: 12px; }
  .accept { background: #e8344e; color: #fff; }`,
  )
