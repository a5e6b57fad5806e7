// The message provider, SOLAPI, through its Node SDK (docs/decisions/0057). The SDK always calls
// https://api.solapi.com with the global fetch and sets no timeout: requests to that origin go
// through a dispatcher of ours that ends a send which does not answer in SOLAPI_TIMEOUT_MS and, in
// dev and tests, sends them to the local stand-in (SOLAPI_API_URL) — the SDK's own code runs,
// HMAC signature and all.
import { MessageNotReceivedError, SolapiMessageService } from 'solapi'
import { Agent, getGlobalDispatcher, setGlobalDispatcher } from 'undici'
import { env } from '@/env'

const SOLAPI_ORIGIN = 'https://api.solapi.com'

let service: SolapiMessageService | null = null

/** The SDK, and the route of its requests, set up once per process; null when no account is configured. */
function solapi(): SolapiMessageService | null {
  const settings = env.SOLAPI
  if (!settings) return null
  if (service) return service
  const agent = new Agent({ connectTimeout: settings.timeoutMs, headersTimeout: settings.timeoutMs, bodyTimeout: settings.timeoutMs })
  const target = new URL(settings.apiUrl).origin
  setGlobalDispatcher(
    getGlobalDispatcher().compose((dispatch) => (options, handler) => {
      if (String(options.origin) !== SOLAPI_ORIGIN) return dispatch(options, handler)
      return agent.dispatch({ ...options, origin: target }, handler)
    }),
  )
  service = new SolapiMessageService(settings.apiKey, settings.apiSecret)
  return service
}

export const textNoticesConfigured = (): boolean => env.SOLAPI !== null

export interface Outgoing {
  /** The recipient's mobile number, as stored (010-1234-5678). */
  to: string
  text: string
  /** Our idempotency key, kept by the provider with the message (customFields) and looked up by it. */
  key: string
  /** A KakaoTalk notice: its template and the values of its variables; without it, a text message. */
  kakao?: { templateId: string; variables: Record<string, string>; buttons: { buttonName: string; buttonType: 'WL'; linkMo: string; linkPc: string }[] }
  /** An advertisement (announcements, docs/decisions/0064): by 친구톡 (CTA, an LMS where KakaoTalk cannot reach) or by LMS. */
  advertising?: { channel: 'kakao' | 'text'; subject: string }
}

/** The provider refused the message itself (its template, its number): sending it again cannot help. */
export class NoticeRefused extends Error {}

const digits = (phone: string) => phone.replace(/\D/g, '')

/** Hands the message to the provider; its message id. Throws NoticeRefused, or any other error when the outcome is unknown. */
export async function submit(message: Outgoing): Promise<{ messageId: string; type: string }> {
  const sdk = solapi()
  if (!sdk || !env.SOLAPI) throw new Error('SOLAPI is not configured')
  try {
    const answer = await sdk.send(
      {
        to: digits(message.to),
        from: env.SOLAPI.sender,
        text: message.text,
        customFields: { noticeKey: message.key },
        ...(message.kakao && {
          type: 'ATA' as const,
          // disableSms false: a customer who cannot receive it gets the same text as SMS/LMS (대체 발송).
          kakaoOptions: {
            pfId: env.SOLAPI.pfId,
            templateId: message.kakao.templateId,
            variables: message.kakao.variables,
            buttons: message.kakao.buttons,
            disableSms: false,
          },
        }),
        ...(message.advertising?.channel === 'kakao' && {
          type: 'CTA' as const,
          kakaoOptions: { pfId: env.SOLAPI.pfId, adFlag: true, disableSms: false },
        }),
        ...(message.advertising?.channel === 'text' && { type: 'LMS' as const, subject: message.advertising.subject }),
      },
      { showMessageList: true },
    )
    const accepted = answer.messageList?.[0]
    if (!accepted) throw new Error(`SOLAPI answered without the message: ${JSON.stringify(answer.groupInfo?.count)}`)
    const type = message.kakao ? 'ATA' : message.advertising ? { kakao: 'CTA', text: 'LMS' }[message.advertising.channel] : 'SMS'
    return { messageId: accepted.messageId, type }
  } catch (error) {
    if (error instanceof MessageNotReceivedError) {
      const failed = error.failedMessageList[0]
      throw new NoticeRefused(`${failed?.statusCode}: ${failed?.statusMessage}`)
    }
    throw error
  }
}

type Stored = {
  messageId?: string
  type?: string | null
  statusCode?: string | null
  reason?: string | null
  replacement?: boolean
  customFields?: Record<string, string> | null
}

/** The message sent with `key` to `to` since `since`, if the provider has it: an earlier attempt whose answer was lost. */
export async function findSubmitted(to: string, key: string, since: Date): Promise<{ messageId: string; type: string } | null> {
  const sdk = solapi()
  if (!sdk) throw new Error('SOLAPI is not configured')
  const { messageList } = await sdk.getMessages({ to: digits(to), startDate: new Date(since.getTime() - 60_000), limit: 100 })
  const found = Object.values(messageList as Record<string, Stored>).find((message) => message.customFields?.noticeKey === key)
  return found?.messageId ? { messageId: found.messageId, type: found.type ?? 'SMS' } : null
}

/** Final delivery codes: 4000 received; 2000/3000 (accepted, handed to the carrier) still under way; any other a failure. */
const PENDING = new Set(['2000', '3000'])

export type Report = { outcome: 'pending' } | { outcome: 'delivered' | 'fell-back' | 'failed'; type: string; reason: string | null }

/** Why the carrier (or Kakao) did not deliver, as staff read it: the provider's reason in Korean and its code. */
const failureOf = (message: Stored) => `${message.reason?.trim() || '통신사에서 전달하지 못했습니다.'} (${message.statusCode})`

function reportFrom(message: Stored | undefined): Report {
  if (!message?.statusCode || PENDING.has(message.statusCode)) return { outcome: 'pending' }
  const type = message.type ?? 'SMS'
  if (message.statusCode !== '4000') return { outcome: 'failed', type, reason: failureOf(message) }
  return { outcome: message.replacement ? 'fell-back' : 'delivered', type, reason: message.replacement ? (message.reason ?? null) : null }
}

/** How many messages one report request asks for (SOLAPI's list answers in pages). */
export const REPORT_PAGE = 100

/**
 * Where each of the messages stands (at most REPORT_PAGE): delivered as sent, delivered as the
 * fallback text, failed, or not yet known. Read from SOLAPI's message list by id, through the SDK
 * and the same account and route as the sends (docs/decisions/0073).
 */
export async function reportsOf(messageIds: string[]): Promise<Map<string, Report>> {
  const sdk = solapi()
  if (!sdk) throw new Error('SOLAPI is not configured')
  const { messageList } = await sdk.getMessages({ messageIds, limit: REPORT_PAGE })
  const byId = new Map(Object.values(messageList as Record<string, Stored>).map((message) => [message.messageId, message]))
  return new Map(messageIds.map((id) => [id, reportFrom(byId.get(id))]))
}

/** Where one message stands. */
export const reportOf = async (messageId: string): Promise<Report> => (await reportsOf([messageId])).get(messageId)!
