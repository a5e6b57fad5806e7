// What the second factors are kept and passed under (docs/decisions/0075): every key is derived from
// SECOND_FACTOR_KEY, one per use, so a value made for one use never reads as another.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'
import { EncryptJWT, jwtDecrypt } from 'jose'
import { env } from '@/env'

const keyFor = (use: string) => Buffer.from(hkdfSync('sha256', env.SECOND_FACTOR_KEY, 'storefront second factor', use, 32))
const storedKey = keyFor('stored factors')
const recoveryKey = keyFor('recovery codes')
const challengeKey = keyFor('challenges')

/** `text` encrypted with AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function seal(text: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', storedKey, iv)
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.')
}

/** What seal() made; throws on anything else (another key, a change). */
export function unseal(value: string): string {
  const [version, iv, tag, sealed] = value.split('.')
  if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('second factor: not a sealed value')
  const decipher = createDecipheriv('aes-256-gcm', storedKey, Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8')
}

/** A recovery code as stored: its HMAC, the code read without case, spaces or hyphens. */
export const recoveryHash = (code: string) => createHmac('sha256', recoveryKey).update(code.toLowerCase().replace(/[\s-]/g, '')).digest('base64url')

/** What a challenge is for: the sign-in after the password, or an enrolment under way (its secret or WebAuthn challenge inside). */
export type ChallengePurpose = 'sign-in' | 'enrol-totp' | 'enrol-passkey'

/**
 * `claims` for `sub` as an encrypted JWT (A256GCM, so a secret inside stays unread and any change
 * fails), for one purpose, expiring after `seconds`. Not a session: it signs nobody in by itself.
 */
export const issueChallenge = (purpose: ChallengePurpose, sub: string, claims: Record<string, unknown>, seconds: number) =>
  new EncryptJWT({ ...claims, purpose })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(`${seconds}s`)
    .encrypt(challengeKey)

/** The claims of a challenge for `purpose`, or null (another purpose, expired, changed, not one). */
export async function readChallenge(token: unknown, purpose: ChallengePurpose): Promise<(Record<string, unknown> & { sub: string }) | null> {
  if (typeof token !== 'string' || !token || token.length > 4096) return null
  try {
    const { payload } = await jwtDecrypt(token, challengeKey, { keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'] })
    return payload.purpose === purpose && typeof payload.sub === 'string' ? (payload as Record<string, unknown> & { sub: string }) : null
  } catch {
    return null
  }
}
