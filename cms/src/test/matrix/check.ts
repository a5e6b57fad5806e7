// One cell of the access matrix: does `actor` get exactly what the table allows for `op`?
import { rest } from '../payload'
import type { Actor, Context } from './context'
import type { Body, Spec } from './specs'

export const ops = ['create', 'read', 'update', 'delete'] as const
export type Op = (typeof ops)[number]
/** yes: any record. published: only what the public may see. own: the actor's own records. self: their own user. */
export type Allowed = 'yes' | 'no' | 'own' | 'self' | 'published'

type Doc = { id: number }
type Cell = { ctx: Context; spec: Spec; fixtures: { read: Doc; hidden?: Doc }; actor: Actor; op: Op; allowed: Allowed }

/** What a refusal looks like: no credentials, forbidden, or filtered out of the actor's view. */
const isDenied = (status: number) => [401, 403, 404].includes(status)

const send = (path: string, actor: Actor, method = 'GET', body?: Body) => {
  const init: RequestInit = { method, headers: { ...actor.headers } }
  if (body && 'json' in body) {
    init.body = JSON.stringify(body.json)
    ;(init.headers as Record<string, string>)['content-type'] = 'application/json'
  } else if (body) init.body = body.form
  return rest(path, init)
}

const ownerId = (doc: Record<string, unknown>) => {
  const customer = doc.customer as { id: number } | number | undefined
  return typeof customer === 'object' ? customer?.id : customer
}

async function read({ spec, fixtures, actor, allowed }: Cell): Promise<string | null> {
  const status = async (doc: Doc) => (await send(`/${spec.slug}/${doc.id}`, actor)).status
  const seen = await status(fixtures.read)
  if (allowed === 'no') return isDenied(seen) ? null : `expected denied, got ${seen}`
  if (allowed === 'self') {
    const own = await status(actor.user!)
    return own === 200 && isDenied(seen) ? null : `expected own profile only, got ${own} for own and ${seen} for another`
  }
  if (seen !== 200) return `expected 200, got ${seen}`
  if (!fixtures.hidden) return null
  const hidden = await status(fixtures.hidden)
  if (allowed === 'published') return isDenied(hidden) ? null : `expected an unpublished document hidden, got ${hidden}`
  return hidden === 200 ? null : `expected unpublished documents too, got ${hidden}`
}

async function create({ ctx, spec, actor, allowed }: Cell): Promise<string | null> {
  const response = await send(`/${spec.slug}`, actor, 'POST', await spec.create(ctx, actor))
  if (allowed === 'no') return isDenied(response.status) ? null : `expected denied, got ${response.status}`
  if (response.status !== 201) return `expected 201, got ${response.status}: ${JSON.stringify(await response.json()).slice(0, 200)}`
  if (allowed !== 'own') return null
  const { doc } = await response.json()
  return ownerId(doc) === actor.customer!.id ? null : `expected a record of their own, got customer ${ownerId(doc)}`
}

async function update({ ctx, spec, actor, allowed }: Cell): Promise<string | null> {
  const target = allowed === 'self' ? actor.user! : await spec.fixture(ctx)
  const change = spec.change(actor, target as unknown as Record<string, unknown>)
  const response = await send(`/${spec.slug}/${target.id}`, actor, 'PATCH', { json: change.data })
  if (allowed === 'no') return isDenied(response.status) ? null : `expected denied, got ${response.status}`
  if (response.status !== 200) return `expected 200, got ${response.status}: ${JSON.stringify(await response.json()).slice(0, 200)}`
  if (!change.changed((await response.json()).doc)) return 'answered 200 but the change did not take'
  if (allowed !== 'self') return null
  const other = await send(`/${spec.slug}/${(await spec.fixture(ctx)).id}`, actor, 'PATCH', { json: change.data })
  return isDenied(other.status) ? null : `expected another profile denied, got ${other.status}`
}

async function remove({ ctx, spec, actor, allowed }: Cell): Promise<string | null> {
  const target =
    spec.slug === 'customers'
      ? await ctx.payload.create({ collection: 'customers', data: { firebaseUid: `matrix-${Date.now()}-${Math.random()}`, provider: 'password' } })
      : await spec.fixture(ctx)
  const response = await send(`/${spec.slug}/${target.id}`, actor, 'DELETE')
  const left = (await ctx.payload.count({ collection: spec.slug, where: { id: { equals: target.id } } })).totalDocs
  if (allowed === 'no') return isDenied(response.status) && left === 1 ? null : `expected denied, got ${response.status}`
  return response.status === 200 && left === 0 ? null : `expected deleted, got ${response.status}`
}

export const check = (cell: Cell): Promise<string | null> => ({ create, read, update, delete: remove })[cell.op](cell)
