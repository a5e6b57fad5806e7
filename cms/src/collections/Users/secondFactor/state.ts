// A staff member's second factors, kept in one hidden field of their account, sealed under
// SECOND_FACTOR_KEY (keys.ts): never readable or writable through the API, only through here.
import { randomInt } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { recoveryHash, seal, unseal } from './keys'

/** A passkey as the server needs it to check a sign-in: its id, public key (COSE, base64url) and signature counter; nothing else. */
export type Passkey = { id: string; publicKey: string; counter: number; transports?: string[]; addedAt: string }

export type Factors = {
  totp?: { secret: string; addedAt: string }
  /** The last TOTP time step this account used: every step up to it is refused (replay), whatever the secret. */
  lastTotpStep?: number
  passkeys: Passkey[]
  /** The WebAuthn challenge of the last passkey sign-in: a passkey whose counter stays at 0 could otherwise answer it twice. */
  lastPasskeyChallenge?: string
  /** HMACs of the unused recovery codes (keys.ts). */
  recoveryCodes: string[]
}

export type FactorKind = 'totp' | 'passkey'

const none: Factors = { passkeys: [], recoveryCodes: [] }

/** The raw account (hash, sessions, lock and the sealed factors), as Payload's login reads it. */
export const rawUser = (req: PayloadRequest, id: number | string) =>
  req.payload.db.findOne<Record<string, unknown> & { id: number | string; email: string; secondFactor?: string | null }>({
    collection: 'users',
    req,
    where: { id: { equals: id } },
  })

export const factorsOf = (user: { secondFactor?: string | null } | null | undefined): Factors =>
  user?.secondFactor ? { ...none, ...(JSON.parse(unseal(user.secondFactor)) as Factors) } : { ...none }

export const saveFactors = (req: Pick<PayloadRequest, 'payload'> & Partial<PayloadRequest>, id: number | string, factors: Factors) =>
  req.payload.db.updateOne({ collection: 'users', id, data: { secondFactor: seal(JSON.stringify(factors)) }, req, returning: false })

export const hasFactor = (factors: Factors) => Boolean(factors.totp) || factors.passkeys.length > 0

/** How this account can finish a sign-in. */
export const methodsOf = (factors: Factors) => [
  ...(factors.totp ? ['totp'] : []),
  ...(factors.passkeys.length ? ['passkey'] : []),
  ...(factors.recoveryCodes.length ? ['recovery'] : []),
]

/** What the account page shows: which factors, since when; never a secret. */
export const summaryOf = (factors: Factors) => ({
  totp: factors.totp ? { addedAt: factors.totp.addedAt } : null,
  passkeys: factors.passkeys.map(({ id, addedAt }) => ({ id, addedAt })),
  recoveryCodesLeft: factors.recoveryCodes.length,
})

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** Ten new single-use recovery codes (`xxxxx-xxxxx`, 49 bits each) and the hashes to keep of them. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: 10 }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)])
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
  })
  return { codes, hashes: codes.map(recoveryHash) }
}
