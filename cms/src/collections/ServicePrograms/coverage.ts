// Who a service program covers: every active registration (a device revoked or handed on is no
// longer its owner's) of one of its models, when it names any, whose serial lies in one of its
// ranges or whose serial's production batch is one of its batches. One SQL query over the devices
// and their serials (the batch is the serials' indexed `production_batch`).
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { dbFor } from '@/lib/db'
import type { ServiceProgram } from '@/payload-types'
import { normaliseSerial } from '@storefront/rules/serial'
import { programRunsOn } from '@storefront/rules/service-program'
import { seoulDay } from '@storefront/rules/seoul-date'
import { relationId } from '@storefront/rules/relation-id'

type Coverage = Pick<ServiceProgram, 'products' | 'serialRanges' | 'batches'>
export type Covered = { device: number; customer: number; serialNumber: string }

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )

/** The SQL condition on `d` (devices) and `s` (serials) of the program's cover; null when it covers nothing. */
function coverOf(program: Coverage): ReturnType<typeof sql> | null {
  const products = (program.products ?? []).map((product) => relationId(product)).filter((id): id is number => id !== null)
  const batches = (program.batches ?? []).map((batch) => normaliseSerial(batch)).filter(Boolean)
  // Compared byte by byte ("C"): the database's Korean or English collation would skip the hyphens.
  const ranges = (program.serialRanges ?? []).map(({ from, to }) => {
    const [first, last] = [normaliseSerial(from), normaliseSerial(to)]
    return sql`(length(d.serial_number) = ${first.length} and d.serial_number collate "C" between ${first} and ${last})`
  })
  const serials = [...(batches.length ? [sql`s.production_batch in (${list(batches)})`] : []), ...ranges]
  if (!serials.length) return null
  const inSerials = sql`(${sql.join(serials, sql` or `)})`
  return products.length ? sql`d.product_id in (${list(products)}) and ${inSerials}` : inSerials
}

/** The registrations the program covers now, optionally only among `devices`. */
export async function coveredDevices(
  payload: Payload,
  program: Coverage,
  { devices, req }: { devices?: number[]; req?: PayloadRequest } = {},
): Promise<Covered[]> {
  const cover = coverOf(program)
  if (!cover || (devices && !devices.length)) return []
  const db = await dbFor(payload, req)
  const only = devices ? sql`and d.id in (${list(devices)})` : sql``
  const { rows } = await db.execute(sql`
    select d.id as device, d.customer_id as customer, d.serial_number as "serialNumber"
    from devices d join serials s on s.id = d.serial_id
    where d.status = 'active' and d.customer_id is not null ${only} and ${cover}
    order by d.id`)
  return rows as Covered[]
}

/** The program's days as Seoul's calendar reads them. */
export const programDays = (program: Pick<ServiceProgram, 'startsOn' | 'endsOn'>) => ({
  startsOn: seoulDay(new Date(program.startsOn)),
  endsOn: seoulDay(new Date(program.endsOn)),
})

/** A program started by a manager and within its days today: the only ones owners hear of and file under. */
export const programRunning = (program: Pick<ServiceProgram, 'state' | 'startsOn' | 'endsOn'>, now = new Date()) =>
  program.state === 'started' && programRunsOn(programDays(program), seoulDay(now))

export type ApplyingProgram = { id: number; name: string; offer: ServiceProgram['offer']; endsOn: string }

/** For each of `devices`, the running programs that cover it (a few programs at most run at once). */
export async function programsForDevices(
  payload: Payload,
  devices: number[],
  { now = new Date(), req }: { now?: Date; req?: PayloadRequest } = {},
): Promise<Map<number, ApplyingProgram[]>> {
  const applying = new Map<number, ApplyingProgram[]>()
  if (!devices.length) return applying
  const { docs } = await payload.find({
    collection: 'service-programs',
    where: { state: { equals: 'started' } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const program of docs.filter((doc) => programRunning(doc, now))) {
    for (const { device } of await coveredDevices(payload, program, { devices, req })) {
      const view = { id: program.id, name: program.name, offer: program.offer, endsOn: programDays(program).endsOn }
      applying.set(device, [...(applying.get(device) ?? []), view])
    }
  }
  return applying
}
