// The planned history into PostgreSQL in a few bulk inserts through Payload's own Drizzle tables:
// thousands of `payload.create` calls would take minutes and run hooks that queue status mails and
// KakaoTalk notices. So the rows carry what those hooks would have written (the owner, serial and
// product, warranty end and code, the timeline, closedAt, numbers and their counters); the
// database's triggers fill the search keys as for any write.
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { dbFor } from '@/lib/db'
import type { Entry, History } from './plan'

const CHUNK = 500

type Table = PostgresAdapter['tables'][string]
type Row = Record<string, unknown>

const iso = (date: Date) => date.toISOString()
/** A Korean day as the admin's day pickers store it: noon in Seoul. */
const noonInSeoul = (day: string) => `${day}T03:00:00.000Z`

export async function writeHistory(payload: Payload, req: Partial<PayloadRequest>, history: History, policy: { service: string; privacy: string }) {
  const db = await dbFor(payload, req)
  const { tables } = payload.db as unknown as PostgresAdapter
  const insert = async (table: Table, rows: Row[]): Promise<number[]> => {
    const ids: number[] = []
    for (let from = 0; from < rows.length; from += CHUNK) {
      const inserted = (await db
        .insert(table)
        .values(rows.slice(from, from + CHUNK))
        .returning({ id: table.id! })) as { id: number }[]
      ids.push(...inserted.map(({ id }) => id))
    }
    return ids
  }

  const customerIds = await insert(
    tables.customers!,
    history.customers.map((customer) => {
      const at = iso(customer.createdAt)
      return {
        firebaseUid: customer.firebaseUid,
        kakaoId: customer.kakaoId,
        email: customer.email,
        name: customer.name,
        phone: customer.phone,
        provider: customer.provider,
        consents_termsAcceptedAt: at,
        consents_termsVersion: policy.service,
        consents_privacyAcceptedAt: at,
        consents_privacyVersion: policy.privacy,
        consents_phoneAcceptedAt: at,
        consents_marketingOptIn: false,
        // Verified as an adult before registering, as the storefront asks (docs/decisions/0060): each a person of their own.
        identity_adultVerifiedAt: at,
        identity_name: customer.name,
        identity_phone: customer.phone,
        identity_personKey: `seed-${customer.firebaseUid}`,
        createdAt: at,
        updatedAt: at,
      }
    }),
  )
  await insert(
    tables.customers_consent_history!,
    history.customers.flatMap((customer, index) =>
      (['service', 'privacy'] as const).map((document, order) => ({
        _parentID: customerIds[index],
        _order: order + 1,
        id: `${customer.firebaseUid}-${document}`,
        document,
        version: policy[document],
        acceptedAt: iso(customer.createdAt),
      })),
    ),
  )

  const serialIds = await insert(
    tables.serials!,
    history.devices.map((device) => ({
      serialNumber: device.serialNumber,
      product: device.product.id,
      productionBatch: device.productionBatch,
      status: device.transferred ? 'available' : 'registered',
      batch: device.stock,
      failedCodeAttempts: 0,
      createdAt: iso(new Date(Math.min(device.registeredAt.getTime(), Date.parse(`${device.purchaseDay}T00:00:00+09:00`)))),
      updatedAt: iso(device.transferred?.at ?? device.registeredAt),
    })),
  )
  const deviceIds = await insert(
    tables.devices!,
    history.devices.map((device, index) => ({
      serialNumber: device.serialNumber,
      serial: serialIds[index],
      product: device.product.id,
      customer: customerIds[device.customer],
      purchaseDate: noonInSeoul(device.purchaseDay),
      purchaseChannel: device.purchaseChannel,
      purchaseShop: device.purchaseShop,
      purchasePlace: device.purchasePlace,
      registeredAt: iso(device.registeredAt),
      warrantyEnd: `${device.warrantyEnd}T00:00:00.000Z`,
      warrantyCode: device.warrantyCode,
      status: device.transferred ? 'transferred' : 'active',
      statusNote: device.transferred?.note ?? null,
      statusChangedAt: device.transferred ? iso(device.transferred.at) : null,
      activeSerial: device.transferred ? null : String(serialIds[index]),
      createdAt: iso(device.registeredAt),
      updatedAt: iso(device.transferred?.at ?? device.registeredAt),
    })),
  )

  const requestColumns = (request: History['serviceRequests'][number] | History['tradeIns'][number]) => ({
    number: request.number,
    device: deviceIds[request.device],
    customer: customerIds[request.customer],
    method: request.method,
    shop: request.shop,
    status: request.status,
    closedAt: request.closedAt ? iso(request.closedAt) : null,
    assignee: request.assignee,
    createdAt: iso(request.createdAt),
    updatedAt: iso(request.timeline.at(-1)!.at),
  })
  const timelineRows = (parents: number[], requests: { timeline: Entry[] }[]) =>
    requests.flatMap((request, index) =>
      request.timeline.map((entry, order) => ({
        _parentID: parents[index],
        _order: order + 1,
        id: entry.id,
        status: entry.status,
        at: iso(entry.at),
        actor: entry.actor,
        event: entry.event ?? null,
        note: entry.note,
        staffUser: entry.staffUser,
      })),
    )

  const requestIds = await insert(
    tables.service_requests!,
    history.serviceRequests.map((request) => ({
      ...requestColumns(request),
      symptom: request.symptom,
      inWarranty: request.inWarranty,
      description: request.description,
      returnAddress_name: request.returnAddress?.name ?? null,
      returnAddress_phone: request.returnAddress?.phone ?? null,
      returnAddress_postalCode: request.returnAddress?.postalCode ?? null,
      returnAddress_address: request.returnAddress?.address ?? null,
      returnAddress_detail: request.returnAddress?.detail ?? null,
      promisedOn: request.promisedOn ? noonInSeoul(request.promisedOn) : null,
      cost: request.cost,
    })),
  )
  await insert(tables.service_requests_timeline!, timelineRows(requestIds, history.serviceRequests))

  const tradeInIds = await insert(
    tables.trade_ins!,
    history.tradeIns.map((tradeIn) => ({
      ...requestColumns(tradeIn),
      event: tradeIn.event,
      condition_exterior: tradeIn.condition.exterior,
      condition_powersOn: tradeIn.condition.powersOn,
      condition_accessories: tradeIn.condition.accessories,
      grade: tradeIn.grade,
      expectedCredit: tradeIn.expectedCredit,
      inspectedGrade: tradeIn.inspectedGrade,
      creditGranted: tradeIn.creditGranted,
    })),
  )
  await insert(tables.trade_ins_timeline!, timelineRows(tradeInIds, history.tradeIns))

  await insert(
    tables.survey_responses!,
    history.surveyResponses.map((response) => {
      const customer = response.customer === null ? null : customerIds[response.customer]!
      return {
        survey: response.survey,
        customer,
        answers: response.answers,
        // One response per customer of a survey that needs login (hooks/acceptResponse).
        respondentKey: customer === null ? null : `${response.survey}:${customer}`,
        createdAt: iso(response.createdAt),
        updatedAt: iso(response.createdAt),
      }
    }),
  )

  // The days' numbers are taken: a request filed today goes on from the history's last.
  const [keys, values] = [[...history.counters.keys()], [...history.counters.values()]]
  await db.execute(
    sql`INSERT INTO counters (key, value, created_at, updated_at)
      SELECT key, value, now(), now() FROM unnest(${sql.param(keys)}::text[], ${sql.param(values)}::int[]) AS given(key, value)
      ON CONFLICT (key) DO UPDATE SET value = greatest(counters.value, excluded.value), updated_at = now()`,
  )
}
