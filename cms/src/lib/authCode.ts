// Authentication codes printed under a device's label are stored only as salted scrypt hashes:
// a leaked database must not let anyone register units they do not hold.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'
import { normaliseAuthCode } from '@storefront/rules/serial'

const derive = promisify(scrypt) as (secret: string, salt: Buffer, length: number, options: { N: number }) => Promise<Buffer>
// About 12 ms per hash: cheap for a CSV of thousands, slow enough to make guessing a code offline costly.
const COST = 2 ** 12
const LENGTH = 32

/** Codes are typed by consumers: case, spaces and hyphens do not matter. */
const normalise = (code: string) => normaliseAuthCode(code)

export async function hashAuthCode(code: string): Promise<string> {
  const salt = randomBytes(16)
  const hash = await derive(normalise(code), salt, LENGTH, { N: COST })
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`
}

export async function verifyAuthCode(code: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const actual = await derive(normalise(code), Buffer.from(salt, 'base64'), expected.length, { N: COST })
  return timingSafeEqual(actual, expected)
}
