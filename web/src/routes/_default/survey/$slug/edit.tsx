import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/features/layout/site-meta'
import { slugParam } from '~/features/navigation/params'
import { PERSONAL_LOADER_RELOAD, PERSONAL_ROUTE_PRELOAD } from '~/features/navigation/personal-data'
import { loadSurveyEdit } from '~/features/surveys/survey-route'
import { SurveyEditPage } from '~/features/surveys/SurveyPages'

export const Route = createFileRoute('/_default/survey/$slug/edit')({
  params: { parse: (params) => ({ slug: slugParam(params.slug) }) },
  ...PERSONAL_ROUTE_PRELOAD,
  // My answers change with what I send: a revisit waits for them fresh (a form fills in once).
  loader: { ...PERSONAL_LOADER_RELOAD, handler: ({ params, location }) => loadSurveyEdit(params.slug, location.href) },
  staleTime: 0,
  head: pageHead('응답 수정'),
  component: function SurveyEditRoute() {
    return <SurveyEditPage {...Route.useLoaderData()} />
  },
})
