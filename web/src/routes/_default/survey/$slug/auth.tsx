import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/features/layout/site-meta'
import { slugParam } from '~/features/navigation/params'
import { loadSurveyAuth } from '~/features/surveys/survey-route'
import { SurveyAuthPage } from '~/features/surveys/SurveyPages'

export const Route = createFileRoute('/_default/survey/$slug/auth')({
  params: { parse: (params) => ({ slug: slugParam(params.slug) }) },
  loader: ({ params }) => loadSurveyAuth(params.slug),
  staleTime: 0,
  head: pageHead('설문 참여 확인'),
  component: function SurveyAuthRoute() {
    return <SurveyAuthPage survey={Route.useLoaderData().survey} />
  },
})
