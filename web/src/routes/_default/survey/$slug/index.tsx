import { createFileRoute } from '@tanstack/react-router'
import { slugParam } from '~/features/navigation/params'
import { PERSONAL_LOADER_RELOAD, PERSONAL_ROUTE_PRELOAD } from '~/features/navigation/personal-data'
import { contentHead } from '~/features/pages/content-head'
import { loadSurvey } from '~/features/surveys/survey-route'
import { SurveyPage } from '~/features/surveys/SurveyPages'

export const Route = createFileRoute('/_default/survey/$slug/')({
  params: { parse: (params) => ({ slug: slugParam(params.slug) }) },
  // `identity`: why the last 본인인증 came back refused (an adult-only survey, features/identity).
  validateSearch: (search: Record<string, unknown>): { identity?: string } => ({ identity: typeof search.identity === 'string' ? search.identity : undefined }),
  ...PERSONAL_ROUTE_PRELOAD,
  loader: { ...PERSONAL_LOADER_RELOAD, handler: ({ params }) => loadSurvey(params.slug) },
  staleTime: 0,
  head: (context) => {
    const survey = context.loaderData?.survey
    return contentHead(context, survey && { title: survey.title, description: survey.description, preview: survey.preview })
  },
  component: function SurveyRoute() {
    return <SurveyPage {...Route.useLoaderData()} problem={Route.useSearch().identity} />
  },
})
