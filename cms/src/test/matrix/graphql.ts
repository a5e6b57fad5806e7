// The access matrix's cells through GraphQL (/api/graphql): the same documents and roles as the
// REST cells, asked for by id, in lists, as versions, and changed or deleted by mutations. GraphQL
// runs the same operations as REST, so it must refuse exactly what REST refuses.
import config from '@payload-config'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { type CollectionSlug, formatNames, type Payload } from 'payload'
import type { Actor } from './context'
import type { Allowed } from './check'

type Answer = { data?: Record<string, unknown> | null; errors?: { message: string }[] }

const post = GRAPHQL_POST(config)

/** One GraphQL request in-process, through the handler the Next.js route uses. */
export async function graphql(actor: Actor, query: string): Promise<Answer> {
  const response = await post(
    new Request('http://localhost/api/graphql', {
      method: 'POST',
      headers: { ...actor.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    }),
  )
  return (await response.json()) as Answer
}

export type Names = { one: string; many: string; update: string; remove: string; version?: string; versions?: string }

/** The GraphQL field names Payload gives a collection (formatNames of its slug), checked to exist. */
export async function namesOf(payload: Payload, slug: string, schemaFields: Set<string>): Promise<Names> {
  const collection = payload.collections[slug as CollectionSlug]
  const { graphQL } = collection.config as { graphQL?: { singularName?: string; pluralName?: string } | false }
  const fromSlug = formatNames(slug)
  const one = graphQL && graphQL.singularName ? graphQL.singularName : fromSlug.singular
  let many = graphQL && graphQL.pluralName ? graphQL.pluralName : fromSlug.plural
  if (one === many) many = `all${one}`
  const names: Names = { one, many, update: `update${one}`, remove: `delete${one}` }
  if (collection.config.versions) Object.assign(names, { version: `version${one}`, versions: `versions${many}` })
  const missing = Object.values(names).filter((name) => !schemaFields.has(name))
  if (missing.length) throw new Error(`GraphQL has no ${missing.join(', ')} for ${slug}: update matrix/graphql.ts`)
  return names
}

/** Every query and mutation field of the schema. */
export async function schemaFields(actor: Actor): Promise<Set<string>> {
  const { data } = await graphql(actor, '{ __schema { queryType { fields { name } } mutationType { fields { name } } } }')
  const schema = data?.__schema as { queryType: { fields: { name: string }[] }; mutationType: { fields: { name: string }[] } }
  return new Set([...schema.queryType.fields, ...schema.mutationType.fields].map(({ name }) => name))
}

const refused = (answer: Answer, field: string) => Boolean(answer.errors?.length) || answer.data?.[field] == null

/**
 * Reading one document by id as REST would: `allowed` is the REST cell's verdict for it (yes, no,
 * own…) already resolved to whether this actor may see this document.
 */
export async function readById(actor: Actor, names: Names, id: number, maySee: boolean): Promise<string | null> {
  const answer = await graphql(actor, `{ ${names.one}(id: ${id}) { id } }`)
  if (maySee)
    return (answer.data?.[names.one] as { id?: number } | null)?.id === id ? null : `read ${id}: expected it, got ${JSON.stringify(answer).slice(0, 160)}`
  return refused(answer, names.one) ? null : `read ${id}: expected refused, got it`
}

/** A list must never hold a document the actor may not see. */
export async function listHides(actor: Actor, names: Names, hiddenIds: number[]): Promise<string | null> {
  const answer = await graphql(actor, `{ ${names.many}(limit: 1000) { docs { id } } }`)
  const docs = ((answer.data?.[names.many] as { docs?: { id: number }[] } | null)?.docs ?? []).map(({ id }) => id)
  const leaked = hiddenIds.filter((id) => docs.includes(id))
  return leaked.length ? `list: shows ${leaked.join(', ')}` : null
}

/** An update by someone REST refuses: refused here too. */
export async function updateRefused(actor: Actor, names: Names, id: number): Promise<string | null> {
  const update = await graphql(actor, `mutation { ${names.update}(id: ${id}, data: {}) { id } }`)
  return refused(update, names.update) ? null : `update ${id}: expected refused, got ${JSON.stringify(update.data).slice(0, 120)}`
}

/** A delete by someone REST refuses: refused here too, and the document still there. */
export async function deleteRefused(payload: Payload, slug: string, actor: Actor, names: Names, id: number): Promise<string | null> {
  const remove = await graphql(actor, `mutation { ${names.remove}(id: ${id}) { id } }`)
  const left = (await payload.count({ collection: slug as never, where: { id: { equals: id } } })).totalDocs
  return refused(remove, names.remove) && left === 1 ? null : `delete ${id}: expected refused, got ${JSON.stringify(remove.data).slice(0, 120)}`
}

/** Versions of a document (drafts): listed and read by id only by those who may read drafts. */
export async function versionsCells(actor: Actor, names: Names, parent: number, versionId: number | string, mayRead: boolean): Promise<string[]> {
  const problems: string[] = []
  const list = await graphql(actor, `{ ${names.versions}(where: { parent: { equals: ${parent} } }) { docs { id } } }`)
  const listed = ((list.data?.[names.versions!] as { docs?: { id: unknown }[] } | null)?.docs ?? []).length > 0
  if (listed !== mayRead) problems.push(`versions list: expected ${mayRead ? 'listed' : 'refused'}, got ${listed ? 'listed' : 'nothing'}`)
  const one = await graphql(actor, `{ ${names.version}(id: ${typeof versionId === 'number' ? versionId : JSON.stringify(versionId)}) { id } }`)
  const seen = !refused(one, names.version!)
  if (seen !== mayRead) problems.push(`version by id: expected ${mayRead ? 'it' : 'refused'}, got ${seen ? 'it' : JSON.stringify(one.errors?.[0]?.message)}`)
  return problems
}

/** Whether `allowed` (a REST cell) lets `actor` see a document owned by `ownerId` / being user `userId`. */
export function maySee(allowed: Allowed, actor: Actor, doc: { owner?: number; userId?: number; hidden?: boolean }): boolean {
  switch (allowed) {
    case 'yes':
      return true
    case 'no':
      return false
    case 'published':
      return !doc.hidden
    case 'own':
      return doc.owner !== undefined && doc.owner === actor.customer?.id
    case 'self':
      return doc.userId !== undefined && doc.userId === actor.user?.id
  }
}
