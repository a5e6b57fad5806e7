import type { CollectionConfig, Config, SanitizedConfig } from 'payload'
import { customerCheckAnswered } from '@/collections/Customers/auth/unavailable'
import { limitConsumerWrites } from './limitConsumerWrites'
import { malformedIdsAreNotFound, noVersionsHere } from './malformedIdsAreNotFound'
import { payloadRoutesWeDoNotServe } from './payloadRoutesWeDoNotServe'
import { objectBodiesOnly, refuseUnstorableText } from './refuseUnstorableText'

type Guardable = Pick<CollectionConfig, 'endpoints' | 'hooks' | 'versions'>

/** The guards of one collection: first among its endpoints and hooks. */
function guardCollection<T extends Guardable>(collection: T): T {
  return {
    ...collection,
    endpoints: collection.versions || collection.endpoints === false ? collection.endpoints : [...noVersionsHere, ...(collection.endpoints || [])],
    hooks: {
      ...collection.hooks,
      beforeOperation: [customerCheckAnswered, malformedIdsAreNotFound, objectBodiesOnly, limitConsumerWrites, ...(collection.hooks?.beforeOperation ?? [])],
      beforeValidate: [refuseUnstorableText, ...(collection.hooks?.beforeValidate ?? [])],
      // GET /api/<auth collection>/me runs no operation hooks; without this it answers "no one".
      afterMe: [customerCheckAnswered, ...(collection.hooks?.afterMe ?? [])],
    },
  }
}

/**
 * A plugin: every collection (the other plugins' included) answers input no row can hold — an id
 * no row can have, versions it does not keep, text PostgreSQL cannot store — with a 4xx before
 * its own hooks run, never a database error; a consumer writing faster than a person does is
 * refused (limitConsumerWrites); and a customer who could not be checked is told to retry, not
 * served as an anonymous visitor (customerCheckAnswered).
 */
export const inputGuards = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map(guardCollection),
  globals: config.globals?.map((global) => ({
    ...global,
    endpoints: global.versions || global.endpoints === false ? global.endpoints : [...noVersionsHere, ...(global.endpoints || [])],
    hooks: {
      ...global.hooks,
      beforeOperation: [customerCheckAnswered, objectBodiesOnly, ...(global.hooks?.beforeOperation ?? [])],
      beforeValidate: [refuseUnstorableText, ...(global.hooks?.beforeValidate ?? [])],
    },
  })),
})

/**
 * Payload's own collections (jobs, preferences, document locks, key-value, migrations) are added
 * while sanitising, after plugins run: the same guards, applied to the finished config, with the
 * routes Payload adds there that a collection cannot serve.
 */
export async function inputGuardsOnPayloadCollections(config: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const sanitized = await config
  // In place, as Payload keeps references to these objects.
  for (const collection of sanitized.collections.filter(({ slug }) => slug.startsWith('payload-'))) {
    // Migrations have no REST routes: Payload answers those 501; a 404, as any unknown route.
    if (collection.endpoints === false) collection.endpoints = []
    else Object.assign(collection, guardCollection(collection))
  }
  payloadRoutesWeDoNotServe(sanitized)
  return sanitized
}
