import { createServerFn } from '@tanstack/react-start'
import { notFound } from '@tanstack/react-router'
import { z } from 'zod'
import { POLICY_KINDS } from '@storefront/rules/policy-version'
import { getTermsDocuments, getTermsVersion } from './terms.server'
import { validInput } from '~/features/input/invalid-input'

/** /terms/service and /terms/privacy. */
export const getTerms = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ kind: z.enum(POLICY_KINDS) })))
  .handler(async ({ data }) => (await getTermsDocuments())[data.kind])

/** /terms/service/v/<date> and /terms/privacy/v/<date>: a version by the day it took effect. */
export const getTermsVersionPage = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ kind: z.enum(POLICY_KINDS), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })))
  .handler(async ({ data }) => {
    const version = await getTermsVersion(data.kind, data.date)
    if (!version) throw notFound()
    return version
  })
