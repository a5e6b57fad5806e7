import { sql } from '@payloadcms/db-postgres'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import type { Serial } from '@/payload-types'

// A serial's code is locked after CODE_ATTEMPTS wrong codes in a row, for CODE_LOCK_MINUTES,
// even to the right code: guessing one label's code is then hopeless. Counted in the serial's own
// row in one statement, outside any transaction of the request (a refused registration rolls
// back, the count must not), so concurrent guesses and every replica count together.
const CODE_ATTEMPTS = 5
export const CODE_LOCK_MINUTES = 30

export const isCodeLocked = (serial: Pick<Serial, 'codeLockedUntil'>, now = new Date()): boolean =>
  Boolean(serial.codeLockedUntil && new Date(serial.codeLockedUntil) > now)

const db = (req: PayloadRequest) => (req.payload.db as unknown as PostgresAdapter).drizzle

/** Counts a wrong code; the one that reaches CODE_ATTEMPTS locks the code and starts counting again. */
export async function recordWrongCode(req: PayloadRequest, serialId: number): Promise<void> {
  await db(req).execute(sql`
    update serials set
      code_locked_until = case when coalesce(failed_code_attempts, 0) + 1 >= ${CODE_ATTEMPTS}
        then now() + make_interval(mins => ${CODE_LOCK_MINUTES}) else code_locked_until end,
      failed_code_attempts = case when coalesce(failed_code_attempts, 0) + 1 >= ${CODE_ATTEMPTS} then 0 else coalesce(failed_code_attempts, 0) + 1 end
    where id = ${serialId}`)
}

/** The right code clears the count of wrong ones. */
export async function clearWrongCodes(req: PayloadRequest, serial: Pick<Serial, 'id' | 'failedCodeAttempts'>): Promise<void> {
  if (serial.failedCodeAttempts) await db(req).execute(sql`update serials set failed_code_attempts = 0 where id = ${serial.id}`)
}
