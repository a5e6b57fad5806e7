import { PageHeader } from '~/ui/PageHeader'
import { ButtonLink } from '~/ui/Button'

/** Where an e-mail action link (password reset, e-mail check) that expired or was used ends up. */
export function InvalidCodePage() {
  return (
    <section className="page page--center">
      <PageHeader title="유효하지 않은 링크입니다" lead="링크의 유효 기간이 지났거나 이미 사용된 링크입니다. 필요한 경우 처음부터 다시 요청해 주세요." />
      <div className="button-row">
        <ButtonLink link={{ to: '/forgot-password' }} color="primary" size="large">
          비밀번호 재설정 다시 요청
        </ButtonLink>
        <ButtonLink link={{ to: '/' }} size="large">
          메인으로
        </ButtonLink>
      </div>
    </section>
  )
}
