import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/features/layout/site-meta'
import { slugParam } from '~/features/navigation/params'
import { PERSONAL_DATA, PERSONAL_ROUTE } from '~/features/navigation/personal-data'
import { loadSurveyComplete } from '~/features/surveys/survey-route'
import { SurveyCompletePage } from '~/features/surveys/SurveyPages'

export const Route = createFileRoute('/_default/survey/$slug/complete')({
  params: { parse: (params) => ({ slug: slugParam(params.slug) }) },
  ...PERSONAL_ROUTE,
  loader: { ...PERSONAL_DATA, handler: ({ params }) => loadSurveyComplete(params.slug) },
  head: pageHead('설문 완료'),
  component: function SurveyCompleteRoute() {
    return <SurveyCompletePage {...Route.useLoaderData()} />
  },
})
