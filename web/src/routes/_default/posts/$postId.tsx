import { createFileRoute } from '@tanstack/react-router'
import { loadOnce } from '~/features/navigation/load-once'
import { idParam } from '~/features/navigation/params'
import { contentHead } from '~/features/pages/content-head'
import { PostPage } from '~/features/posts/PostPage'

const postFunctions = loadOnce(() => import('~/features/posts/posts.functions'))

export const Route = createFileRoute('/_default/posts/$postId')({
  params: { parse: (params) => ({ postId: idParam(params.postId) }) },
  loader: ({ params }) => postFunctions().then(({ getPost }) => getPost({ data: { id: Number(params.postId) } })),
  head: (context) =>
    contentHead(
      context,
      context.loaderData && {
        title: context.loaderData.title,
        description: context.loaderData.excerpt,
        preview: context.loaderData.preview,
        image: context.loaderData.hero,
        article: { publishedAt: context.loaderData.dateTime },
      },
    ),
  component: function PostRoute() {
    return <PostPage post={Route.useLoaderData()} />
  },
})
