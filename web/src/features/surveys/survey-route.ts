import { redirect } from '@tanstack/react-router'
import { loadOnce } from '~/features/navigation/load-once'

// The loaders of /survey/{slug} and its steps: each sends the visitor to the step that fits
// where they are (signed in or not, answered or not).

const surveyFunctions = loadOnce(() => import('./surveys.functions'))

const loadPage = async (slug: string) => (await surveyFunctions()).getSurveyPage({ data: { slug } })

/**
 * The form; a signed-out visitor of a survey that needs login goes to the gate, a repeat respondent
 * to the edit page where allowed. A draft in preview stays here, as its form.
 */
export async function loadSurvey(slug: string) {
  const page = await loadPage(slug)
  if (!page.survey.preview && page.survey.state === 'open' && page.survey.requiresLogin) {
    if (!page.signedIn) throw redirect({ to: '/survey/$slug/auth', params: { slug } })
    if (page.mine && page.survey.allowEdit) throw redirect({ to: '/survey/$slug/edit', params: { slug } })
  }
  return page
}

/** The sign-in gate; signed in (or nothing to sign in for), on to the survey. */
export async function loadSurveyAuth(slug: string) {
  const page = await loadPage(slug)
  if (page.signedIn || !page.survey.requiresLogin) throw redirect({ to: '/survey/$slug', params: { slug } })
  return page
}

/** My answers to change; signed out, to login and back; anything else, the survey page says why not. */
export async function loadSurveyEdit(slug: string, href: string) {
  const page = await loadPage(slug)
  if (!page.signedIn && page.survey.requiresLogin) throw redirect({ to: '/login', search: { redirect: href } })
  if (page.survey.state !== 'open' || !page.survey.allowEdit || !page.mine) throw redirect({ to: '/survey/$slug', params: { slug } })
  return page
}

export const loadSurveyComplete = loadPage
