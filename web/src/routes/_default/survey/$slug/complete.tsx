import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/features/layout/site-meta'
import { slugParam } from '~/features/navigation/params'
import { PERSONAL_LOADER_RELOAD, PERSONAL_ROUTE_PRELOAD } from '~/features/navigation/personal-data'
import { loadSurveyComplete } from '~/features/surveys/survey-route'
import { SurveyCompletePage } from '~/features/surveys/SurveyPages'

export const Route = createFileRoute('/_default/survey/$slug/complete')({
  params: { parse: (params) => ({ slug: slugParam(params.slug) }) },
  ...PERSONAL_ROUTE_PRELOAD,
  loader: { ...PERSONAL_LOADER_RELOAD, handler: ({ params }) => loadSurveyComplete(params.slug) },
  head: pageHead('설문 완료'),
  component: function SurveyCompleteRoute() {
    return <SurveyCompletePage {...Route.useLoaderData()} />
  },
})
