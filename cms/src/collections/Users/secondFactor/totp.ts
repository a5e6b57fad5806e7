// One-time codes of an authenticator app (TOTP, RFC 6238) through otpauth; the same settings the
// tools compute codes with (@storefront/rules/staff-login).
import { Secret } from 'otpauth'
import QRCode from 'qrcode'
import { totpOf, totpStepAt } from '@storefront/rules/staff-login'
import type { Factors } from './state'

/** A new secret (160 bits, base32) and what the panel shows of it: the otpauth URI as a QR code (SVG) and the secret as text. */
export async function newTotp(email: string) {
  const secret = new Secret({ size: 20 }).base32
  const uri = totpOf(secret, email).toString()
  return { secret, uri, qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) }
}

/**
 * The time step `code` stands for under `secret` (this step, the one before or the one after, for
 * drifting clocks), or null: a wrong code, or one of a step this account used already (`lastStep`,
 * any secret), which is a replay.
 */
export function totpStepOf(secret: string, code: string, lastStep: Factors['lastTotpStep'], now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 })
  if (delta === null) return null
  const step = totpStepAt(now) + delta
  return lastStep !== undefined && step <= lastStep ? null : step
}
