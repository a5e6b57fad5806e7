import type { Post } from '@storefront/cms/payload-types'
import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { loadDraft } from '~/features/preview/preview.server'
import { getPublishedPosts, toPostPage } from './posts.server'
import { validInput } from '~/features/input/invalid-input'

/** /posts/{postId}: the published post, a staff member's draft in preview, else the 404 screen. */
export const getPost = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) })))
  .handler(async ({ data }) => {
    const draft = await loadDraft<Post>('posts', `/posts/${data.id}`)
    if (draft) return toPostPage(draft, true)
    const post = (await getPublishedPosts()).byId.get(data.id)
    if (!post) throw notFound()
    return post
  })
