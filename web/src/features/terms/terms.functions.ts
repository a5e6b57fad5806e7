import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { getTermsDocuments } from './terms.server'
import { validInput } from '~/features/input/invalid-input'

/** /terms/service and /terms/privacy. */
export const getTerms = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ kind: z.enum(['service', 'privacy']) })))
  .handler(async ({ data }) => (await getTermsDocuments())[data.kind])
