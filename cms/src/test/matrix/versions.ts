// The access matrix's cells for Payload's version endpoints: the list of versions, one version by
// id and restoring it, for every collection and global that keeps versions. Drafts live there,
// so whoever may not read drafts must not read versions either.
import type { CollectionSlug, GlobalSlug } from 'payload'
import { rest } from '../payload'
import type { Actor, Context } from './context'

type Answer = { status: number; body: Record<string, unknown> | null }

const call = async (path: string, actor: Actor, method = 'GET'): Promise<Answer> => {
  const response = await rest(path, { method, headers: actor.headers })
  return { status: response.status, body: await response.json().catch(() => null) }
}

const denied = ({ status, body }: Answer) => [401, 403, 404].includes(status) || (status === 200 && Array.isArray(body?.docs) && body.docs.length === 0)

export type VersionTarget = {
  /** REST base: `/pages` or `/globals/site`. */
  base: string
  /** The id of a version holding a draft the public must not see. */
  versionId: string | number
}

/** A draft version of a fresh document of `slug` (a draft of the global, for globals). */
export async function draftVersion(ctx: Context, kind: 'collection' | 'global', slug: string, data: Record<string, unknown>): Promise<VersionTarget> {
  const { payload } = ctx
  if (kind === 'global') {
    await payload.updateGlobal({ slug: slug as GlobalSlug, data: data as never, draft: true })
    const { docs } = await payload.findGlobalVersions({ slug: slug as GlobalSlug, sort: '-updatedAt', limit: 1 })
    return { base: `/globals/${slug}`, versionId: docs[0].id }
  }
  const doc = await payload.create({ collection: slug as CollectionSlug, data: data as never, draft: true })
  const { docs } = await payload.findVersions({ collection: slug as CollectionSlug, where: { parent: { equals: doc.id } }, limit: 1 })
  return { base: `/${slug}`, versionId: docs[0].id }
}

/**
 * The three version cells of one role: list, read by id, restore. `mayRead` and `mayRestore` come
 * from the roles table (drafts are for staff; restoring is an update). Returns the problems found.
 */
export async function checkVersions(target: VersionTarget, actor: Actor, mayRead: boolean, mayRestore: boolean): Promise<string[]> {
  const problems: string[] = []
  const list = await call(`${target.base}/versions?limit=100`, actor)
  const listed = Array.isArray(list.body?.docs) && list.body.docs.some((doc) => (doc as { id: unknown }).id === target.versionId)
  if (mayRead && !(list.status === 200 && listed)) problems.push(`versions list: expected the draft listed, got ${list.status}`)
  if (!mayRead && !denied(list)) problems.push(`versions list: expected denied, got ${list.status} with ${(list.body?.docs as unknown[])?.length} versions`)

  const one = await call(`${target.base}/versions/${target.versionId}`, actor)
  if (mayRead && one.status !== 200) problems.push(`version by id: expected 200, got ${one.status}`)
  if (!mayRead && !denied(one)) problems.push(`version by id: expected denied, got ${one.status}`)

  const restore = await call(`${target.base}/versions/${target.versionId}`, actor, 'POST')
  if (mayRestore && restore.status !== 200) problems.push(`restore: expected 200, got ${restore.status}: ${JSON.stringify(restore.body).slice(0, 200)}`)
  if (!mayRestore && !denied(restore)) problems.push(`restore: expected denied, got ${restore.status}`)
  return problems
}
