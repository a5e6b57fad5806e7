// Passkeys (WebAuthn) through SimpleWebAuthn: the relying party is the admin panel's own origin
// (CMS_PUBLIC_URL), the one its cookie counts from. A passkey is kept as its id, public key and counter.
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { env } from '@/env'
import type { Passkey } from './state'

const origin = env.CMS_PUBLIC_URL
const rpID = new URL(origin).hostname

export const registrationOptions = (user: { id: number | string; email: string; name?: string | null }, passkeys: Passkey[]) =>
  generateRegistrationOptions({
    rpName: 'VAPORE 관리자',
    rpID,
    userName: user.email,
    userDisplayName: user.name ?? user.email,
    userID: new TextEncoder().encode(`users:${user.id}`),
    attestationType: 'none',
    excludeCredentials: passkeys.map(({ id, transports }) => ({ id, transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  })

/** The passkey a registration response makes, checked against `challenge`; null when it does not hold. */
export async function registeredPasskey(response: unknown, challenge: string): Promise<Passkey | null> {
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    })
    if (!verified) return null
    const { id, publicKey, counter, transports } = registrationInfo.credential
    return { id, publicKey: Buffer.from(publicKey).toString('base64url'), counter, transports, addedAt: new Date().toISOString() }
  } catch {
    return null
  }
}

export const authenticationOptions = (passkeys: Passkey[]) =>
  generateAuthenticationOptions({
    rpID,
    userVerification: 'required',
    allowCredentials: passkeys.map(({ id, transports }) => ({ id, transports: transports as never })),
  })

/** The counter after a sign-in with one of `passkeys`, answering `challenge`; null when it does not hold. */
export async function assertedPasskey(response: unknown, challenge: string, passkeys: Passkey[]): Promise<{ id: string; counter: number } | null> {
  const passkey = passkeys.find(({ id }) => id === (response as AuthenticationResponseJSON | null)?.id)
  if (!passkey) return null
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: { id: passkey.id, publicKey: Buffer.from(passkey.publicKey, 'base64url'), counter: passkey.counter, transports: passkey.transports as never },
    })
    return verified ? { id: passkey.id, counter: authenticationInfo.newCounter } : null
  } catch {
    return null
  }
}
