// Shared by the integration tests: the real Payload on the database DATABASE_URL names
// (migrated beforehand by the test script).
import { randomBytes, randomUUID } from 'node:crypto'
import config from '@payload-config'
import { getPayload, handleEndpoints, type Payload } from 'payload'
import type { Role } from '@/access/roles'
import type { User } from '@/payload-types'

export const testPayload = (): Promise<Payload> => getPayload({ config })

const FIXTURE_ADMIN = 'fixture-admin@storefront.test'

/**
 * The first account ever created is made an admin (firstUserIsAdmin). On a fresh database a test's
 * "staff" user could be that first account, depending on which test file runs first; an admin
 * that exists before any test user keeps every test user's role as asked, as on a real install.
 */
async function ensureFixtureAdmin(payload: Payload): Promise<void> {
  const exists = async () => (await payload.count({ collection: 'users', where: { email: { equals: FIXTURE_ADMIN } } })).totalDocs > 0
  if (await exists()) return
  try {
    await payload.create({
      collection: 'users',
      data: { email: FIXTURE_ADMIN, name: '테스트 기준 관리자', role: 'admin', password: randomUUID() },
    })
  } catch (error) {
    // Test files start side by side: another one made it between the count and the create.
    if (!(await exists())) throw error
  }
}

/** A staff user with a unique e-mail, so tests never depend on or disturb the seeded ones. */
export async function createUser(payload: Payload, role: Role, password: string = randomUUID()): Promise<User> {
  await ensureFixtureAdmin(payload)
  return payload.create({
    collection: 'users',
    data: { email: `test-${role}-${randomUUID()}@storefront.test`, name: `테스트 ${role}`, role, password },
  })
}

/** A new staff user and the header that authenticates them over REST, as the admin panel's token would. */
export async function staffSession(payload: Payload, role: Role): Promise<{ user: User; headers: Record<string, string> }> {
  const password = randomUUID()
  const user = await createUser(payload, role, password)
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password } })
  return { user, headers: { authorization: `JWT ${token}` } }
}

/** Removes test users at the database level: the last-admin guard must not block cleaning up. */
export const removeUsers = (payload: Payload, users: User[]): Promise<void> =>
  payload.db.deleteMany({ collection: 'users', where: { id: { in: users.map((user) => user.id) } } })

/**
 * Calls the REST API in-process, through the same handler the Next.js route uses. Each call comes
 * from a client address of its own unless it names one (X-Forwarded-For, behind the one proxy hop
 * the tests trust): in-process there is no socket, and the per-client limits of every test file
 * would otherwise add up on one key.
 */
export const rest = (path: string, init?: RequestInit): Promise<Response> => {
  const headers = new Headers(init?.headers)
  if (!headers.has('x-forwarded-for'))
    headers.set(
      'x-forwarded-for',
      `2001:db8:7e57::${randomBytes(4)
        .toString('hex')
        .replace(/(.{4})/, '$1:')}`,
    )
  return handleEndpoints({ config, request: new Request(`http://localhost/api${path}`, { ...init, headers }) })
}
