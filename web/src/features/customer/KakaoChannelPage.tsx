import { PageHeader } from '~/ui/PageHeader'
import { ButtonLink } from '~/ui/Button'

/**
 * /customer/kakao sends the visitor straight to the brand's Kakao channel (the route's loader);
 * this page is what they see while the site settings name no channel.
 */
export function KakaoChannelPage() {
  return (
    <section className="page page--center">
      <PageHeader title="카카오톡 상담" />
      <div className="notice notice--center">
        <p className="notice__title">카카오톡 상담 채널을 준비하고 있습니다</p>
        <p>채널이 열리면 이곳에서 바로 연결해 드릴게요. 그동안 궁금한 점은 아래 고객센터 전화나 이메일로 문의해 주세요.</p>
        <ButtonLink link={{ to: '/' }} color="primary">
          메인으로
        </ButtonLink>
      </div>
    </section>
  )
}
