import { PageHeader } from '~/ui/PageHeader'
import { PreviewBanner } from '~/features/preview/PreviewBanner'
import { ButtonLink } from '~/ui/Button'
import { formatDate } from '~/ui/format-date'
import { SurveyForm } from './SurveyForm'
import { IdentityVerification } from '~/features/identity/IdentityVerification'
import { identityProblemOf } from '~/features/identity/problems'
import type { SurveyPageData, SurveyView } from './types'

const WHEN = 'YYYY년 M월 D일 HH:mm'

function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="notice" role="status">
      <p className="notice__title">{title}</p>
      {children}
      <ButtonLink link={{ to: '/' }} color="alternate">
        메인으로
      </ButtonLink>
    </div>
  )
}

/**
 * /survey/{slug}: the form, or why it cannot be answered now; a draft in preview is always its form.
 * An adult-only survey asks a customer who has not verified being an adult to do that first.
 */
export function SurveyPage({ survey, mine, identity, problem }: SurveyPageData & { problem?: string }) {
  return (
    <section className="page survey">
      {survey.preview && <PreviewBanner path={`/survey/${survey.slug}`} />}
      <PageHeader title={survey.title} lead={survey.description ?? undefined} />
      {survey.preview ? (
        <SurveyForm survey={survey} mode="new" />
      ) : survey.state === 'upcoming' ? (
        <Notice title="아직 시작하지 않은 설문입니다">
          <p>{formatDate(survey.opensAt, WHEN)}부터 참여하실 수 있습니다.</p>
        </Notice>
      ) : survey.state === 'closed' ? (
        <Notice title="마감된 설문입니다">
          <p>{survey.closesAt && `${formatDate(survey.closesAt, WHEN)}에 마감되었습니다. `}관심을 가져 주셔서 감사합니다.</p>
        </Notice>
      ) : identity && !identity.verified ? (
        <IdentityVerification back={`/survey/${survey.slug}`} sdkUrl={identity.sdkUrl} problem={identityProblemOf(problem)} legacy={identity.legacy} />
      ) : mine ? (
        <Notice title="이미 참여한 설문입니다">
          <p>이 설문은 한 분이 한 번만 응답할 수 있으며, 제출한 응답은 수정할 수 없습니다. 참여해 주셔서 감사합니다.</p>
        </Notice>
      ) : (
        <SurveyForm survey={survey} mode="new" />
      )}
    </section>
  )
}

/** /survey/{slug}/edit: my answers filled in, to change. */
export function SurveyEditPage({ survey, mine }: SurveyPageData) {
  return (
    <section className="page survey">
      <PageHeader title={survey.title} lead="이미 참여하신 설문입니다. 답변을 고친 뒤 저장하면 이전 응답을 대신합니다." />
      <SurveyForm survey={survey} mode="edit" initial={mine?.answers} />
    </section>
  )
}

/** /survey/{slug}/auth: why signing in is needed, and the way there and back. */
export function SurveyAuthPage({ survey }: { survey: SurveyView }) {
  const back = `/survey/${survey.slug}`
  return (
    <section className="page survey">
      <PageHeader title="설문 참여 확인" lead={survey.title} />
      <div className="notice">
        <p className="notice__title">로그인 후 참여할 수 있는 설문입니다</p>
        <p>한 분이 한 번씩만 응답하고 나중에 응답을 확인하실 수 있도록, 이 설문은 회원으로 로그인한 뒤 참여하실 수 있습니다.</p>
        <p>로그인하거나 회원가입을 마치면 설문으로 돌아옵니다. 작성하던 답변은 이 기기에 그대로 남아 있습니다.</p>
        <div className="button-row">
          <ButtonLink link={{ to: '/login', search: { redirect: back } }} color="primary">
            로그인
          </ButtonLink>
          <ButtonLink link={{ to: '/register', search: { redirect: back } }} border="light">
            회원가입
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}

/** /survey/{slug}/complete: the survey's completion message, and a way back to my answers while they may change. */
export function SurveyCompletePage({ survey, mine }: SurveyPageData) {
  const editable = survey.state === 'open' && survey.allowEdit && mine !== null
  return (
    <section className="page survey">
      <PageHeader title="설문 완료" lead={survey.title} />
      <div className="notice notice--center" role="status">
        <p className="notice__title">응답이 제출되었습니다</p>
        <p className="survey__completion">{survey.completionMessage}</p>
        {editable && <p>{survey.closesAt ? `${formatDate(survey.closesAt, WHEN)} 마감 전까지` : '설문이 진행되는 동안'} 답변을 고칠 수 있습니다.</p>}
        <div className="button-row">
          {editable && (
            <ButtonLink link={{ to: '/survey/$slug/edit', params: { slug: survey.slug } }} border="light">
              답변 수정하기
            </ButtonLink>
          )}
          <ButtonLink link={{ to: '/' }} color="alternate">
            메인으로
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
