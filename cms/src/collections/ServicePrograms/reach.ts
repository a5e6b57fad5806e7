// How far a service program reached (docs/product.md#service-programs): owners told, notices
// opened (the link followed), requests filed under it, and those completed. SQL aggregates over
// the (program, device) rows and the A/S requests, one query for one program or all of them; the
// program's page shows them, and the insights read them from here.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { dbFor } from '@/lib/db'

export interface ProgramReach {
  program: number
  name: string
  /** Owners a notice went to (one per program and device). */
  notified: number
  /** Notices whose link was followed at least once. */
  opened: number
  /** A/S requests filed under the program. */
  requested: number
  /** Of those, completed (수리 완료). */
  done: number
}

export async function programReach(payload: Payload, { programId }: { programId?: number } = {}): Promise<ProgramReach[]> {
  const db = await dbFor(payload)
  const only = programId === undefined ? sql`` : sql`where p.id = ${programId}`
  const { rows } = await db.execute(sql`
    select p.id as program, p.name,
      coalesce(n.notified, 0)::int as notified, coalesce(n.opened, 0)::int as opened,
      coalesce(r.requested, 0)::int as requested, coalesce(r.done, 0)::int as done
    from service_programs p
    left join (
      select program_id, count(*) filter (where notified_at is not null) as notified, count(*) filter (where opened_at is not null) as opened
      from service_program_notices group by program_id
    ) n on n.program_id = p.id
    left join (
      select program_id, count(*) as requested, count(*) filter (where status = 'completed') as done
      from service_requests where program_id is not null group by program_id
    ) r on r.program_id = p.id
    ${only}
    order by p.id`)
  return rows as unknown as ProgramReach[]
}
