import type { Payload } from 'payload'
import type { User } from '@/payload-types'

/** The demo logins of docs/contract.md. */
export const staff: Pick<User, 'email' | 'name' | 'role'>[] = [
  { email: 'admin@storefront.test', name: '관리자 데모', role: 'admin' },
  { email: 'manager@storefront.test', name: '매니저 데모', role: 'manager' },
  { email: 'staff@storefront.test', name: '스태프 데모', role: 'staff' },
]

/** Creates each missing staff user; an existing one is left as it is (its password may have changed). */
export async function seedStaff(payload: Payload, password: string): Promise<string[]> {
  const created: string[] = []
  for (const user of staff) {
    const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: user.email } } })
    if (totalDocs > 0) continue
    await payload.create({ collection: 'users', data: { ...user, password } })
    created.push(user.email)
  }
  return created
}
