import type { Page } from '@storefront/cms/payload-types'
import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { loadDraft } from '~/features/preview/preview.server'
import { getPublishedPages, toCmsPage } from './pages.server'
import { validInput } from '~/features/input/invalid-input'

/** The CMS page of a slug: published, a staff member's draft in preview, else the 404 screen. */
export const getCmsPage = createServerFn({ method: 'GET' })
  .validator(
    validInput(
      z.object({
        slug: z
          .string()
          .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
          .max(100),
      }),
    ),
  )
  .handler(async ({ data }) => {
    const draft = await loadDraft<Page>('pages', `/${data.slug}`)
    if (draft) return toCmsPage(draft, true)
    const page = (await getPublishedPages()).get(data.slug)
    if (!page) throw notFound()
    return page
  })
