import { pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

/** A password as Payload stores it: its salt and hash. */
export type StoredPassword = { salt: string; hash: string }

/** How many passwords may not come back: the current one and the ones before it. */
const PASSWORDS_REMEMBERED = 3

const pbkdf2Async = promisify(pbkdf2)

// Payload's own scheme (payload/dist/auth/strategies/local/generatePasswordSaltHash.js, not
// exported): a prefixed hash is pbkdf2-sha256 at 600,000 rounds and 32 bytes, an older one 25,000
// rounds and 512 bytes. The history keeps Payload's salt and hash as they were, so it is checked alike.
const CURRENT = 'pbkdf2-sha256-v1:'

async function matches(password: string, { salt, hash }: StoredPassword): Promise<boolean> {
  const current = hash.startsWith(CURRENT)
  const stored = Buffer.from(current ? hash.slice(CURRENT.length) : hash, 'hex')
  const derived = await pbkdf2Async(password, salt, current ? 600_000 : 25_000, current ? 32 : 512, 'sha256')
  return derived.length === stored.length && timingSafeEqual(derived, stored)
}

/** Whether `password` is one of `remembered` (each checked at once: the rounds take a while). */
export async function usedBefore(password: string, remembered: readonly StoredPassword[]): Promise<boolean> {
  return (await Promise.all(remembered.map((stored) => matches(password, stored)))).some(Boolean)
}

/** The previous passwords to keep once the current one (`current`) is replaced: at most two, newest first. */
export const historyAfterChange = (current: StoredPassword | null, previous: readonly StoredPassword[]): StoredPassword[] =>
  [...(current ? [current] : []), ...previous].slice(0, PASSWORDS_REMEMBERED - 1)

export const isStoredPassword = (value: unknown): value is StoredPassword =>
  !!value && typeof value === 'object' && typeof (value as StoredPassword).salt === 'string' && typeof (value as StoredPassword).hash === 'string'
