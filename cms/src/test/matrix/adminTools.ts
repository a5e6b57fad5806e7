// The access matrix's cells for the admin panel's own collections Payload adds by itself:
// preferences (per staff user) and document locks (shared among staff). Consumers are signed-in
// users to Payload, so both must refuse them explicitly.
import { randomUUID } from 'node:crypto'
import type { User } from '@/payload-types'
import { json } from '../fixtures'
import { createUser, rest } from '../payload'
import type { Actor, Context, MatrixRole } from './context'

const isStaffRole = (role: MatrixRole) => ['admin', 'manager', 'staff'].includes(role)
const deniedStatus = (status: number) => [401, 403, 404].includes(status)

type Docs = { docs?: { id: number; user?: { relationTo: string; value: number | { id: number } } }[] }
const ownerOf = (doc: NonNullable<Docs['docs']>[number]) => (typeof doc.user?.value === 'object' ? doc.user.value.id : doc.user?.value)

/** A staff user none of the matrix's roles is, with a preference and a document lock of theirs. */
export async function adminToolFixtures(ctx: Context): Promise<{ victim: User; preference: { id: number }; lock: { id: number } }> {
  const victim = await createUser(ctx.payload, 'admin')
  const asVictim = { user: { ...victim, collection: 'users' as const } }
  const preference = await ctx.payload.create({ collection: 'payload-preferences', data: { key: 'nav', value: { open: true } } as never, ...asVictim })
  const lock = await ctx.payload.create({
    collection: 'payload-locked-documents',
    data: { globalSlug: 'site', user: { relationTo: 'users', value: victim.id } } as never,
    ...asVictim,
  })
  return { victim, preference, lock }
}

/** A staff tool's cell: staff get `allowedStatus`, everyone else a refusal; what differs goes to `problems`. */
const expectForRole = (staff: boolean, problems: string[]) => (name: string, status: number, allowedStatus: number) => {
  if (staff && status !== allowedStatus) problems.push(`${name}: expected ${allowedStatus}, got ${status}`)
  if (!staff && !deniedStatus(status)) problems.push(`${name}: expected denied, got ${status}`)
}

/** Preferences: staff read and write their own only; consumers and visitors none at all. 7 cells. */
export async function checkPreferences(role: MatrixRole, actor: Actor, victimPreference: { id: number }, ctx: Context): Promise<string[]> {
  const problems: string[] = []
  const staff = isStaffRole(role)
  const expect = expectForRole(staff, problems)
  const key = `matrix-${randomUUID().slice(0, 8)}`
  expect('POST /:key', (await rest(`/payload-preferences/${key}`, json('POST', { value: { columns: ['a'] } }, actor.headers))).status, 200)
  expect('GET /:key', (await rest(`/payload-preferences/${key}`, { headers: actor.headers })).status, 200)
  const created = await rest(
    '/payload-preferences',
    json('POST', { key: `${key}-2`, value: { x: 1 }, user: { relationTo: 'users', value: ctx.actors.admin.user!.id } }, actor.headers),
  )
  expect('create', created.status, 201)
  if (staff && created.status === 201) {
    const { doc } = await created.json()
    if (ownerOf(doc) !== actor.user!.id) problems.push(`create: stored for user ${ownerOf(doc)}, not for the one who asked`)
  }
  const list = await rest('/payload-preferences?limit=1000&depth=0', { headers: actor.headers })
  const { docs = [] } = ((await list.json().catch(() => ({}))) as Docs) ?? {}
  if (staff && (list.status !== 200 || docs.some((doc) => ownerOf(doc) !== actor.user!.id || doc.user?.relationTo !== 'users'))) {
    problems.push(`list: expected only their own, got ${list.status} with ${docs.length}`)
  }
  if (!staff && !(deniedStatus(list.status) || (list.status === 200 && docs.length === 0)))
    problems.push(`list: expected denied, got ${list.status} with ${docs.length}`)
  // Another user's preference: nobody but its owner. (GET and DELETE of /payload-preferences/:x
  // name the asker's own preference keyed x, so they must neither show nor remove the other's.)
  const other = `/payload-preferences/${victimPreference.id}`
  const read = await rest(`${other}?depth=0`, { headers: actor.headers })
  const shown = JSON.stringify(await read.json().catch(() => null))
  if (!deniedStatus(read.status) && (read.status !== 200 || shown.includes('"open"')))
    problems.push(`read another's: expected denied, got ${read.status}: ${shown.slice(0, 120)}`)
  const patch = await rest(other, json('PATCH', { value: { hijacked: true } }, actor.headers))
  if (!deniedStatus(patch.status)) problems.push(`update another's: expected denied, got ${patch.status}`)
  const removed = await rest(other, { method: 'DELETE', headers: actor.headers })
  if (!deniedStatus(removed.status)) problems.push(`delete another's: expected denied, got ${removed.status}`)
  const after = await ctx.payload.findByID({ collection: 'payload-preferences', id: victimPreference.id, depth: 0, disableErrors: true })
  if (!after || JSON.stringify(after.value) !== JSON.stringify({ open: true })) problems.push(`another's preference changed: ${JSON.stringify(after?.value)}`)
  return problems
}

/** Document locks: a staff tool, shared among staff (taking over an edit); none for consumers. 5 cells. */
export async function checkLocks(role: MatrixRole, actor: Actor, victimLock: { id: number }, ctx: Context): Promise<string[]> {
  const problems: string[] = []
  const staff = isStaffRole(role)
  const expect = expectForRole(staff, problems)
  const lock = { globalSlug: 'footer', user: { relationTo: actor.user ? 'users' : 'customers', value: actor.user?.id ?? actor.customer?.id ?? 1 } }
  const created = await rest('/payload-locked-documents', json('POST', lock, actor.headers))
  expect('create', created.status, 201)
  const doomed = created.status === 201 ? (await created.json()).doc.id : victimLock.id
  expect('delete', (await rest(`/payload-locked-documents/${doomed}`, { method: 'DELETE', headers: actor.headers })).status, 200)
  if (!staff && !(await ctx.payload.findByID({ collection: 'payload-locked-documents', id: victimLock.id, disableErrors: true })))
    problems.push('a lock was deleted')
  expect('read', (await rest(`/payload-locked-documents/${victimLock.id}`, { headers: actor.headers })).status, 200)
  expect('update', (await rest(`/payload-locked-documents/${victimLock.id}`, json('PATCH', { globalSlug: 'site' }, actor.headers))).status, 200)
  const list = await rest('/payload-locked-documents', { headers: actor.headers })
  expect('list', list.status, 200)
  return problems
}
