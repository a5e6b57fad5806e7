import type { Payload } from 'payload'
import { factorsOf, hasFactor, saveFactors } from '@/collections/Users/secondFactor/state'
import type { User } from '@/payload-types'

/** The demo logins of docs/contract.md. */
export const staff: Pick<User, 'email' | 'name' | 'role'>[] = [
  { email: 'admin@storefront.test', name: '관리자 데모', role: 'admin' },
  { email: 'manager@storefront.test', name: '매니저 데모', role: 'manager' },
  { email: 'staff@storefront.test', name: '스태프 데모', role: 'staff' },
]

/**
 * Creates each missing staff user; an existing one is left as it is (its password may have changed).
 * With `totpSecret` (local runs only, seed/local.ts) each one without a second factor gets that
 * authenticator secret, so tools and tests compute its codes (@storefront/rules/staff-login).
 */
export async function seedStaff(payload: Payload, password: string, totpSecret?: string): Promise<string[]> {
  const created: string[] = []
  for (const user of staff) {
    const found = await payload.db.findOne<{ id: number; secondFactor?: string | null }>({ collection: 'users', where: { email: { equals: user.email } } })
    const id = found?.id ?? (await payload.create({ collection: 'users', data: { ...user, password } })).id
    if (!found) created.push(user.email)
    const factors = factorsOf(found)
    if (totpSecret && !hasFactor(factors)) await saveFactors({ payload }, id, { ...factors, totp: { secret: totpSecret, addedAt: new Date().toISOString() } })
  }
  return created
}
