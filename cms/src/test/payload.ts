// Shared by the integration tests: the real Payload on the database DATABASE_URL names
// (migrated beforehand by the test script).
import { randomBytes, randomUUID } from 'node:crypto'
import config from '@payload-config'
import { createLocalReq, getPayload, handleEndpoints, type Payload } from 'payload'
import { Secret } from 'otpauth'
import { type CmsPost, type StaffCredentials, totpStepAt } from '@storefront/rules/staff-login'
import type { Role } from '@/access/roles'
import { startSession } from '@/collections/Users/secondFactor/signIn'
import { saveFactors } from '@/collections/Users/secondFactor/state'
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

/** A new staff user and the header that authenticates them over REST: a session as the second sign-in step makes it (its own tests are the Users collection's). */
export async function staffSession(payload: Payload, role: Role): Promise<{ user: User; headers: Record<string, string> }> {
  const user = await createUser(payload, role)
  const { token } = await startSession(await createLocalReq({}, payload), user.id)
  return { user, headers: { authorization: `JWT ${token}` } }
}

/**
 * A new staff user with an authenticator app of their own (a fresh secret, enrolled as the
 * endpoint would, its enrolment's step used), and what signing them in needs (staffLogin, over `restPost`).
 */
export async function staffWithTotp(payload: Payload, role: Role): Promise<{ user: User } & StaffCredentials> {
  const password = randomUUID()
  const user = await createUser(payload, role, password)
  const totpSecret = new Secret({ size: 20 }).base32
  await saveFactors({ payload }, user.id, {
    totp: { secret: totpSecret, addedAt: new Date().toISOString() },
    lastTotpStep: totpStepAt() - 2,
    passkeys: [],
    recoveryCodes: [],
  })
  return { user, email: user.email, password, totpSecret }
}

/** The in-process REST handler as the shared staff login's CmsPost (`/api/...` paths). */
export const restPost =
  (headers: Record<string, string> = {}): CmsPost =>
  async (path, body) => {
    const response = await rest(path.replace(/^\/api/, ''), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : null }
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
