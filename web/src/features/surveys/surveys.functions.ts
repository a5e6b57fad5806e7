import { isSlug } from '@storefront/rules/slug'
import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { limitConsumerWrite } from '~/features/security/write-limit.server'
import { validInput } from '~/features/input/invalid-input'
import { editResponse, readMySurveys, readSurveyPage, submitResponse } from './surveys.server'

const slug = z.string().refine(isSlug)

// The shape only; whether the answers fit the survey is the CMS's to say (its Korean message
// comes back to the form).
const answers = z
  .array(
    z.object({
      question: z.string().min(1).max(100),
      value: z.union([z.string().max(10_000), z.array(z.string().max(1_000)).max(100), z.number().finite()]),
    }),
  )
  .max(200)

/** /survey/{slug} and its steps: the survey, whether I am signed in, my response; 404 for an unknown slug. */
export const getSurveyPage = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ slug })))
  .handler(async ({ data }) => {
    setResponseHeader('Cache-Control', 'private, no-store')
    const page = await readSurveyPage(data.slug)
    if (!page) throw notFound()
    return page
  })

/** My page: the surveys open now, the ones I answered marked; null when signed out. Private, no-store. */
export const getMySurveys = createServerFn({ method: 'GET' }).handler(() => {
  setResponseHeader('Cache-Control', 'private, no-store')
  return readMySurveys()
})

export const sendSurveyResponse = createServerFn({ method: 'POST' })
  .validator(validInput(z.object({ slug, answers, key: z.string().regex(/^[\w.:-]{8,128}$/) })))
  .handler(async ({ data }) => (await limitConsumerWrite()) ?? submitResponse(data))

export const editSurveyResponse = createServerFn({ method: 'POST' })
  .validator(validInput(z.object({ slug, answers })))
  .handler(async ({ data }) => (await limitConsumerWrite()) ?? editResponse(data))
