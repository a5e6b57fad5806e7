import type { Config } from 'payload'
import { limitConsumerWrites } from './limitConsumerWrites'
import { malformedIdsAreNotFound, noVersionsHere } from './malformedIdsAreNotFound'
import { objectBodiesOnly, refuseUnstorableText } from './refuseUnstorableText'

/**
 * A plugin: every collection (the other plugins' included) answers input no row can hold — an id
 * no row can have, versions it does not keep, text PostgreSQL cannot store — with a 4xx before
 * its own hooks run, never a database error; and a consumer writing faster than a person does is
 * refused (limitConsumerWrites).
 */
export const inputGuards = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    endpoints: collection.versions || collection.endpoints === false ? collection.endpoints : [...noVersionsHere, ...(collection.endpoints || [])],
    hooks: {
      ...collection.hooks,
      beforeOperation: [malformedIdsAreNotFound, objectBodiesOnly, limitConsumerWrites, ...(collection.hooks?.beforeOperation ?? [])],
      beforeValidate: [refuseUnstorableText, ...(collection.hooks?.beforeValidate ?? [])],
    },
  })),
  globals: config.globals?.map((global) => ({
    ...global,
    endpoints: global.versions || global.endpoints === false ? global.endpoints : [...noVersionsHere, ...(global.endpoints || [])],
    hooks: {
      ...global.hooks,
      beforeOperation: [objectBodiesOnly, ...(global.hooks?.beforeOperation ?? [])],
      beforeValidate: [refuseUnstorableText, ...(global.hooks?.beforeValidate ?? [])],
    },
  })),
})
