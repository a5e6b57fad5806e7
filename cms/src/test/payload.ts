// Shared by the integration tests: the real Payload on the database DATABASE_URL names
// (migrated beforehand by the test script).
import { randomUUID } from 'node:crypto'
import config from '@payload-config'
import { getPayload, handleEndpoints, type Payload } from 'payload'
import type { Role } from '@/access/roles'
import type { User } from '@/payload-types'

export const testPayload = (): Promise<Payload> => getPayload({ config })

/** A staff user with a unique e-mail, so tests never depend on or disturb the seeded ones. */
export const createUser = (payload: Payload, role: Role): Promise<User> =>
  payload.create({
    collection: 'users',
    data: { email: `test-${role}-${randomUUID()}@storefront.test`, name: `테스트 ${role}`, role, password: randomUUID() },
  })

/** Removes test users at the database level: the last-admin guard must not block cleaning up. */
export const removeUsers = (payload: Payload, users: User[]): Promise<void> =>
  payload.db.deleteMany({ collection: 'users', where: { id: { in: users.map((user) => user.id) } } })

/** Calls the REST API in-process, through the same handler the Next.js route uses. */
export const rest = (path: string, init?: RequestInit): Promise<Response> =>
  handleEndpoints({ config, request: new Request(`http://localhost/api${path}`, init) })
