import type { CollectionSlug, Payload } from 'payload'

/** What we hold about a customer, collection by collection, in the order my page lists it. */
export const MY_DATA_SECTIONS = [
  { key: 'devices', collection: 'devices', field: 'customer', title: '등록 기기' },
  { key: 'devicesOffered', collection: 'devices', field: 'transferTo', title: '나에게 양도 중인 기기' },
  { key: 'serviceRequests', collection: 'service-requests', field: 'customer', title: 'A/S 신청' },
  { key: 'serviceMessages', collection: 'service-messages', field: 'customer', title: 'A/S 메시지' },
  { key: 'tradeIns', collection: 'trade-ins', field: 'customer', title: '보상 판매 신청' },
  { key: 'surveyResponses', collection: 'survey-responses', field: 'customer', title: '설문 응답' },
  { key: 'attachments', collection: 'attachments', field: 'customer', title: '첨부 파일' },
  { key: 'dataRequests', collection: 'data-requests', field: 'customer', title: '개인정보 요청' },
] as const satisfies ReadonlyArray<{ key: string; collection: CollectionSlug; field: string; title: string }>

/** Fields of our own bookkeeping that say nothing about the customer (keys, search text). */
const TECHNICAL = new Set(['idempotencyKey', 'searchKeys', 'respondentKey', 'nonce', 'sizes'])

type Doc = Record<string, unknown>
export type MyData = { exportedAt: string; customer: Doc } & Record<(typeof MY_DATA_SECTIONS)[number]['key'], Doc[]>

const clean = (doc: Doc): Doc => Object.fromEntries(Object.entries(doc).filter(([key]) => !TECHNICAL.has(key)))

/**
 * Everything the CMS holds about customer `id` (개인정보 보호법 제35조, the right to see one's data):
 * their record with its consents and their history, and every record of theirs, as stored (ids
 * for links, depth 0). Read as the system: it is the customer's own data, asked for by them.
 */
export async function collectMyData(payload: Payload, id: number, now = new Date()): Promise<MyData> {
  const customer = await payload.findByID({ collection: 'customers', id, depth: 0 })
  const sections = await Promise.all(
    MY_DATA_SECTIONS.map(async ({ key, collection, field }) => {
      const { docs } = await payload.find({ collection, where: { [field]: { equals: id } }, depth: 0, pagination: false, sort: 'createdAt' })
      return [key, (docs as unknown as Doc[]).map(clean)] as const
    }),
  )
  return {
    exportedAt: now.toISOString(),
    customer: clean(customer as unknown as Doc),
    ...(Object.fromEntries(sections) as Omit<MyData, 'exportedAt' | 'customer'>),
  }
}
