import { formatDate } from '~/ui/format-date'
import { SiteLink } from '~/ui/SiteLink'
import type { MySurvey, SurveyListing } from './types'

const closing = (closesAt: string | null) => (closesAt ? `${formatDate(closesAt, 'M월 D일 HH:mm')}까지` : '상시 진행')

/** What my answer to a survey is now, and where its link leads: the form, my answer to change, or the survey's note that I took part. */
function mine(survey: SurveyListing | MySurvey) {
  if (!('answered' in survey) || !survey.answered) return { badge: null, action: '참여하기', edit: false }
  return survey.canEdit ? { badge: '참여 완료', action: '답변 수정하기', edit: true } : { badge: '참여 완료', action: '참여 내역 보기', edit: false }
}

/** Open surveys as links, each with when it closes; on my page, the ones I answered marked. */
export function SurveyList({ surveys, label }: { surveys: (SurveyListing | MySurvey)[]; label: string }) {
  return (
    <ul className="service-list" aria-label={label}>
      {surveys.map((survey) => {
        const { badge, action, edit } = mine(survey)
        return (
          <li key={survey.slug} className="service-list__item">
            <SiteLink
              link={edit ? { to: '/survey/$slug/edit', params: { slug: survey.slug } } : { to: '/survey/$slug', params: { slug: survey.slug } }}
              className="service-list__link"
            >
              <span className="service-list__head">
                <strong>{survey.title}</strong>
                {badge && <span className="status-badge status-badge--ok">{badge}</span>}
              </span>
              {survey.description && <span className="service-list__meta survey-list__description">{survey.description}</span>}
              <span className="service-list__meta">
                {closing(survey.closesAt)} · <span className="survey-list__action">{action} →</span>
              </span>
            </SiteLink>
          </li>
        )
      })}
    </ul>
  )
}
