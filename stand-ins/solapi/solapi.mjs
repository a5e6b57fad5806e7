// A local stand-in for SOLAPI's message API, for dev and tests (docs/decisions/0057): the
// endpoints the SOLAPI Node SDK calls, with the provider's rules as modelled there —
//   POST /messages/v4/send-many/detail  sends messages: the HMAC-SHA256 signature checked, a
//        KakaoTalk notice (ATA) refused unless its text and buttons are its registered template's
//        with the variables filled in, an advertisement (친구톡 CTA, or a text opening "(광고)")
//        refused unless it opens "(광고)" and carries 무료수신거부, a number that cannot receive
//        KakaoTalk sent the same text as SMS/LMS instead (대체 발송); every message kept with its customFields
//   GET  /messages/v4/list?messageId=&messageIds=&groupId=&to=&startDate=  the messages sent with their
//        delivery report (statusCode 4000 delivered, other 3xxx failed), as the SDK's getMessages reads them
// and, for tests (no signature):
//   GET  /test/messages?to=<number>       what reached that number, oldest first (all without `to`)
//   POST /test/no-kakao?to=<number>       that number has no KakaoTalk: its notices fall back to a text
//   POST /test/fail-next?to=&count=N      the next N sends to that number answer 500, nothing sent
//   POST /test/carrier-fail?to=&count=N   the next N messages to that number are taken, then reported
//                                         failed by the carrier (or Kakao) as sent, without 대체 발송
//   GET  /test/refused?to=<number>        how many sends to that number were refused so far
//   POST /test/outage?seconds=N           every send answers 500 for N seconds (0 ends it)
//   GET  /test/outage                     whether it is on, until when, and how many sends it refused
//   POST /test/latency?to=&ms=N           sends to that number are taken, then answered N ms later
//                                         (a provider that accepted but answered too late)
//   GET  /health
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { createServer } from 'node:http'

/** Fields of a stored message the stand-in has nothing to say about. */
const UNREPORTED = { imageId: null, networkName: null, networkCode: null, dateProcessed: null, dateReceived: null, dateReported: null, clusterKey: null }

/**
 * What the stand-in reports for a message the carrier failed: its own codes (3xxx, as SOLAPI's
 * failures are), with a reason in Korean as SOLAPI gives one.
 */
const CARRIER_FAILURES = {
  kakao: ['3105', '카카오톡 메시지를 전달하지 못했습니다.'],
  text: ['3018', '휴대전화가 꺼져 있거나 서비스 지역을 벗어나 문자를 전달하지 못했습니다.'],
}

/** How far a request's signed date may be from the stand-in's clock, as the provider allows. */
const MAX_SKEW_MS = 15 * 60_000

/** An advertisement (친구톡, or a text that says it is one) opens so and carries a free way to refuse (정보통신망법 제50조). */
const AD_PREFIX = '(광고)'
const AD_REFUSAL = /무료수신거부|무료거부/

const digits = (value) => String(value ?? '').replace(/\D/g, '')
const newId = (prefix) => `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`
/** SMS holds 90 bytes, counted as the carriers do (EUC-KR: two for a Korean letter); longer is LMS. */
const textType = (text) => ([...text].reduce((bytes, char) => bytes + (char.charCodeAt(0) < 128 ? 1 : 2), 0) > 90 ? 'LMS' : 'SMS')
const fill = (text, variables) => text.replace(/#\{([^}]+)\}/g, (whole, name) => variables[`#{${name}}`] ?? variables[name] ?? whole)
const unfilled = (text, variables) =>
  [...text.matchAll(/#\{([^}]+)\}/g)].map((match) => match[1]).filter((name) => variables[`#{${name}}`] === undefined && variables[name] === undefined)

/**
 * `templates`: [{ id, content, buttons: [{ name, link }] }] as registered (content and links with #{변수}).
 */
export function createSolapiStandIn({ apiKey, apiSecret, pfId, senders, templates }) {
  const registered = new Map(templates.map((template) => [template.id, template]))
  const senderNumbers = new Set(senders.map(digits))
  /** Every message taken, oldest first. */
  const messages = []
  const noKakao = new Set()
  const failNext = new Map()
  const carrierFails = new Map()
  const refusals = new Map()
  const latency = new Map()
  const seenSignatures = new Set()
  let outageUntil = 0
  let outageRefused = 0

  /** Null when the Authorization header is SOLAPI's HMAC-SHA256 signature by our key; else the error. */
  function authError(header) {
    const match = /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]+)$/.exec(header ?? '')
    if (!match) return { errorCode: 'InvalidAuthorizationHeader', errorMessage: 'Authorization 헤더 형식이 올바르지 않습니다.' }
    const [, key, date, salt, signature] = match
    if (key !== apiKey) return { errorCode: 'InvalidApiKey', errorMessage: '유효하지 않은 API Key입니다.' }
    const at = Date.parse(date)
    if (!Number.isFinite(at) || Math.abs(Date.now() - at) > MAX_SKEW_MS)
      return { errorCode: 'RequestTimeTooSkewed', errorMessage: '요청 시각이 서버 시각과 15분 이상 차이 납니다.' }
    const expected = createHmac('sha256', apiSecret)
      .update(date + salt)
      .digest()
    const given = Buffer.from(signature, 'hex')
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { errorCode: 'SignatureDoesNotMatch', errorMessage: '서명이 일치하지 않습니다.' }
    if (seenSignatures.has(signature)) return { errorCode: 'DuplicatedSignature', errorMessage: '이미 사용한 서명입니다.' }
    seenSignatures.add(signature)
    return null
  }

  /** Why the provider refuses this message, or null: its registered sender, number and template. */
  function refusal(message) {
    if (!senderNumbers.has(digits(message.from))) return ['1062', '등록되지 않은 발신번호입니다.']
    if (!/^01[016789]\d{7,8}$/.test(digits(message.to))) return ['1020', '수신번호 형식이 올바르지 않습니다.']
    if (typeof message.text !== 'string' || !message.text.trim()) return ['1022', '메시지 내용이 없습니다.']
    const advertising = message.type === 'CTA' || message.kakaoOptions?.adFlag || message.text.startsWith(AD_PREFIX)
    if (advertising && !(message.text.startsWith(AD_PREFIX) && AD_REFUSAL.test(message.text)))
      return ['3044', '광고성 메시지는 "(광고)"로 시작하고 무료수신거부 방법을 적어야 합니다.']
    if (message.type === 'CTA') return message.kakaoOptions?.pfId === pfId ? null : ['3042', '연동되지 않은 카카오톡 채널(pfId)입니다.']
    if (message.type !== 'ATA' && !message.kakaoOptions) return null
    const options = message.kakaoOptions ?? {}
    if (options.pfId !== pfId) return ['3042', '연동되지 않은 카카오톡 채널(pfId)입니다.']
    const template = registered.get(options.templateId)
    if (!template) return ['3041', '등록되지 않았거나 검수되지 않은 템플릿입니다.']
    const variables = options.variables ?? {}
    const missing = unfilled(template.content, variables)
    if (missing.length) return ['3040', `템플릿 변수가 빠졌습니다: ${missing.map((name) => `#{${name}}`).join(', ')}`]
    if (fill(template.content, variables) !== message.text) return ['3040', '메시지 내용이 템플릿과 일치하지 않습니다.']
    const buttons = (options.buttons ?? []).map((button) => [button.buttonName, button.buttonType, button.linkMo])
    const expected = template.buttons.map((button) => [button.name, 'WL', fill(button.link, variables)])
    if (options.buttons && JSON.stringify(buttons) !== JSON.stringify(expected)) return ['3040', '버튼이 템플릿과 일치하지 않습니다.']
    return null
  }

  function deliver(message, groupId) {
    const kakao = message.type === 'ATA' || message.type === 'CTA' || Boolean(message.kakaoOptions)
    const to = digits(message.to)
    // KakaoTalk cannot reach this number: the same text goes as SMS/LMS unless disabled.
    const fellBack = kakao && noKakao.has(to)
    const carrierFailed = carrierFails.get(to) > 0
    if (carrierFailed) carrierFails.set(to, carrierFails.get(to) - 1)
    const [failureCode, failureReason] = CARRIER_FAILURES[kakao && !fellBack ? 'kakao' : 'text']
    const stored = {
      messageId: newId('M4V'),
      groupId,
      to,
      from: digits(message.from),
      type: kakao && !fellBack ? (message.type === 'CTA' ? 'CTA' : 'ATA') : message.type === 'LMS' ? 'LMS' : textType(message.text),
      text: message.text,
      subject: message.subject ?? null,
      templateId: message.kakaoOptions?.templateId ?? null,
      variables: message.kakaoOptions?.variables ?? null,
      buttons: message.kakaoOptions?.buttons ?? (message.type === 'ATA' ? registered.get(message.kakaoOptions?.templateId)?.buttons : null) ?? null,
      customFields: message.customFields ?? null,
      statusCode: carrierFailed ? failureCode : fellBack && message.kakaoOptions?.disableSms ? '3104' : '4000',
      reason: carrierFailed ? failureReason : fellBack ? '카카오톡을 사용하지 않는 번호입니다.' : null,
      replacement: fellBack && !message.kakaoOptions?.disableSms,
      dateCreated: new Date().toISOString(),
    }
    messages.push(stored)
    return stored
  }

  const count = (total, failed) => ({
    total,
    sentTotal: 0,
    sentFailed: 0,
    sentSuccess: 0,
    sentPending: total - failed,
    sentReplacement: 0,
    refund: 0,
    registeredFailed: failed,
    registeredSuccess: total - failed,
  })

  function sendMany(body) {
    const groupId = newId('G4V')
    const failedMessageList = []
    const messageList = []
    for (const message of body.messages ?? []) {
      const refused = refusal(message)
      if (refused) {
        const [statusCode, statusMessage] = refused
        failedMessageList.push({
          to: digits(message.to),
          from: digits(message.from),
          type: message.type ?? 'SMS',
          statusMessage,
          country: '82',
          messageId: newId('M4V'),
          statusCode,
          accountId: 'local',
          customFields: message.customFields,
        })
        continue
      }
      const stored = deliver(message, groupId)
      messageList.push({
        messageId: stored.messageId,
        statusCode: '2000',
        statusMessage: '정상 접수(이통사로 접수 예정) ',
        customFields: stored.customFields ?? undefined,
      })
    }
    const now = new Date().toISOString()
    return {
      failedMessageList,
      groupInfo: {
        count: count((body.messages ?? []).length, failedMessageList.length),
        status: 'SENDING',
        groupId,
        accountId: 'local',
        apiVersion: '4',
        allowDuplicates: Boolean(body.allowDuplicates),
        isRefunded: false,
        dateCreated: now,
        dateUpdated: now,
      },
      ...(body.showMessageList && { messageList }),
    }
  }

  function list(query) {
    const to = query.get('to') && digits(query.get('to'))
    const messageId = query.get('messageId')
    const messageIds = query.getAll('messageIds')
    const groupId = query.get('groupId')
    const since = query.get('startDate') ? Date.parse(query.get('startDate')) : 0
    const limit = Number(query.get('limit') ?? 20)
    const found = messages.filter(
      (message) =>
        (!to || message.to === to) &&
        (!messageId || message.messageId === messageId) &&
        (!messageIds.length || messageIds.includes(message.messageId)) &&
        (!groupId || message.groupId === groupId) &&
        Date.parse(message.dateCreated) >= since,
    )
    return {
      startKey: null,
      nextKey: null,
      limit,
      messageList: Object.fromEntries(
        found
          .slice(-limit)
          .map((message) => [
            message.messageId,
            { ...UNREPORTED, ...message, status: message.statusCode === '4000' ? 'COMPLETE' : 'FAILED', country: '82', accountId: 'local' },
          ]),
      ),
    }
  }

  const readBody = (request) =>
    new Promise((resolve, reject) => {
      const chunks = []
      request.on('data', (chunk) => chunks.push(chunk))
      request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
      request.on('error', reject)
    })

  return createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const json = (status, body) => {
      if (response.destroyed) return
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
      response.end(JSON.stringify(body))
    }
    const to = digits(url.searchParams.get('to'))
    const number = (name, fallback) => Number(url.searchParams.get(name) ?? fallback)
    if (url.pathname === '/health') return json(200, { ok: true })

    if (url.pathname.startsWith('/messages/v4/')) {
      const denied = authError(request.headers.authorization)
      if (denied) return json(403, denied)
      if (url.pathname === '/messages/v4/list' && request.method === 'GET') return json(200, list(url.searchParams))
      if (url.pathname !== '/messages/v4/send-many/detail' || request.method !== 'POST') return json(404, { errorCode: 'NotFound', errorMessage: 'Not Found' })
      let body
      try {
        body = JSON.parse(await readBody(request))
      } catch {
        return json(400, { errorCode: 'ValidationError', errorMessage: 'JSON 형식이 올바르지 않습니다.' })
      }
      const numbers = (body.messages ?? []).map((message) => digits(message.to))
      const refused = Date.now() < outageUntil ? numbers : numbers.filter((number) => failNext.get(number) > 0)
      if (refused.length > 0) {
        if (Date.now() < outageUntil) outageRefused += refused.length
        for (const number of refused) {
          if (failNext.get(number) > 0) failNext.set(number, failNext.get(number) - 1)
          refusals.set(number, (refusals.get(number) ?? 0) + 1)
        }
        return json(500, { errorCode: 'InternalError', errorMessage: '일시적인 오류로 요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.' })
      }
      const answer = sendMany(body)
      const wait = Math.max(0, ...numbers.map((number) => latency.get(number) ?? 0))
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      return json(200, answer)
    }

    if (url.pathname === '/test/messages' && request.method === 'GET')
      return json(
        200,
        messages.filter((message) => !to || message.to === to),
      )
    if (url.pathname === '/test/refused' && request.method === 'GET') return json(200, { count: refusals.get(to) ?? 0 })
    if (url.pathname === '/test/outage' && request.method === 'GET')
      return json(200, { refusing: Date.now() < outageUntil, until: new Date(outageUntil).toISOString(), refused: outageRefused })
    if (url.pathname.startsWith('/test/') && request.method === 'POST') {
      const action = url.pathname.slice('/test/'.length)
      if (action === 'outage') {
        const seconds = number('seconds', NaN)
        if (!Number.isFinite(seconds) || seconds < 0) return json(400, { error: 'seconds must be a number ≥ 0' })
        outageUntil = Date.now() + seconds * 1000
        return json(200, { refusing: seconds > 0, until: new Date(outageUntil).toISOString() })
      }
      if (!to) return json(400, { error: 'to is required' })
      if (action === 'no-kakao') {
        noKakao.add(to)
        return json(200, { to, kakao: false })
      }
      if (action === 'fail-next') {
        failNext.set(to, Math.max(0, number('count', 1)))
        return json(200, { to, count: failNext.get(to) })
      }
      if (action === 'carrier-fail') {
        carrierFails.set(to, Math.max(0, number('count', 1)))
        return json(200, { to, count: carrierFails.get(to) })
      }
      if (action === 'latency') {
        const ms = number('ms', NaN)
        if (!Number.isFinite(ms) || ms < 0) return json(400, { error: 'ms must be a number ≥ 0' })
        latency.set(to, ms)
        return json(200, { to, ms })
      }
    }
    json(404, { error: 'not found' })
  })
}
