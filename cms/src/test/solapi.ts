import { randomInt } from 'node:crypto'

// The SOLAPI stand-in the suite starts (stand-ins/solapi): what reached a number, and how to make
// the provider misbehave for one number only, so a test disturbs no other.
export type SentText = {
  messageId: string
  to: string
  type: 'ATA' | 'CTA' | 'SMS' | 'LMS'
  text: string
  templateId: string | null
  variables: Record<string, string> | null
  buttons: { buttonName: string; linkMo: string }[] | null
  customFields: Record<string, string> | null
  replacement: boolean
  /** The delivery report: 4000 delivered, another code failed. */
  statusCode: string
}

const standIn = () => process.env.SOLAPI_API_URL!
const post = async (path: string) => {
  const response = await fetch(`${standIn()}${path}`, { method: 'POST' })
  if (!response.ok) throw new Error(`stand-in ${path}: ${response.status}`)
}

export const textsTo = async (phone: string): Promise<SentText[]> => (await fetch(`${standIn()}/test/messages?to=${encodeURIComponent(phone)}`)).json()
export const refusedTexts = async (phone: string): Promise<number> =>
  (await (await fetch(`${standIn()}/test/refused?to=${encodeURIComponent(phone)}`)).json()).count
export const refuseTexts = (phone: string, count: number) => post(`/test/fail-next?to=${encodeURIComponent(phone)}&count=${count}`)
export const answerLate = (phone: string, ms: number) => post(`/test/latency?to=${encodeURIComponent(phone)}&ms=${ms}`)
export const withoutKakaoTalk = (phone: string) => post(`/test/no-kakao?to=${encodeURIComponent(phone)}`)
/** The next `count` messages to that number are taken, then reported failed by the carrier (no 대체 발송). */
export const failAtCarrier = (phone: string, count: number) => post(`/test/carrier-fail?to=${encodeURIComponent(phone)}&count=${count}`)

/** A mobile number no other test uses. */
export const uniquePhone = () => `010-${randomInt(1000, 10_000)}-${randomInt(0, 10_000).toString().padStart(4, '0')}`
