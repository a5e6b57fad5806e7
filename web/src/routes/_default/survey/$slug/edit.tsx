import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/features/layout/site-meta'
import { slugParam } from '~/features/navigation/params'
import { loadSurveyEdit } from '~/features/surveys/survey-route'
import { SurveyEditPage } from '~/features/surveys/SurveyPages'

export const Route = createFileRoute('/_default/survey/$slug/edit')({
  params: { parse: (params) => ({ slug: slugParam(params.slug) }) },
  loader: ({ params, location }) => loadSurveyEdit(params.slug, location.href),
  staleTime: 0,
  head: pageHead('응답 수정'),
  component: function SurveyEditRoute() {
    return <SurveyEditPage {...Route.useLoaderData()} />
  },
})
