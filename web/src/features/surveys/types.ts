import type { Survey } from '@storefront/cms/payload-types'
import type { Answer } from '@storefront/rules/survey-answers'
import type { MyIdentity } from '~/features/identity/types'

export type SurveyQuestion = Survey['questions'][number]

/** Whether a survey takes answers now. */
export type SurveyState = 'open' | 'upcoming' | 'closed'

export interface SurveyView {
  id: number
  slug: string
  title: string
  description: string | null
  questions: SurveyQuestion[]
  completionMessage: string
  requiresLogin: boolean
  /** Verified adults only (본인인증), one response per person. */
  adultOnly: boolean
  allowEdit: boolean
  state: SurveyState
  opensAt: string
  closesAt: string | null
  /** A staff member's draft preview (features/preview): answered on screen, never sent. */
  preview: boolean
}

export interface SurveyPageData {
  survey: SurveyView
  signedIn: boolean
  /** My response to a survey that needs login, when I gave one. */
  mine: { id: number; answers: Answer[] } | null
  /** On an adult-only survey, the signed-in customer's 본인인증. */
  identity?: MyIdentity | null
}

export type SurveyAnswers = Record<string, Answer['value'] | undefined>

export type SubmitResult =
  { ok: true } | { ok: false; code: 'signed-out' | 'answered' | 'not-open' | 'not-editable' | 'invalid' | 'rate/limited'; message?: string }

/** An open survey as the home page and my page list it. */
export interface SurveyListing {
  slug: string
  title: string
  description: string | null
  /** ISO end, or null for one that runs until staff close it. */
  closesAt: string | null
}

/** An open survey on my page: whether I answered it and may still change my answer. */
export interface MySurvey extends SurveyListing {
  answered: boolean
  canEdit: boolean
}
