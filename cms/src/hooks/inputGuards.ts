import type { Config } from 'payload'
import { malformedIdsAreNotFound, noVersionsHere } from './malformedIdsAreNotFound'
import { refuseUnstorableText } from './refuseUnstorableText'

/**
 * A plugin: every collection (the other plugins' included) answers input no row can hold — an id
 * no row can have, versions it does not keep, text PostgreSQL cannot store — with a 4xx before
 * its own hooks run, never a database error.
 */
export const inputGuards = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    endpoints: collection.versions || collection.endpoints === false ? collection.endpoints : [...noVersionsHere, ...(collection.endpoints || [])],
    hooks: {
      ...collection.hooks,
      beforeOperation: [malformedIdsAreNotFound, ...(collection.hooks?.beforeOperation ?? [])],
      beforeValidate: [refuseUnstorableText, ...(collection.hooks?.beforeValidate ?? [])],
    },
  })),
})
