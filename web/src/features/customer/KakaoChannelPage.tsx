import { PageHeader } from '~/features/layout/PageHeader'
import { useSiteChrome } from '~/features/layout/site-chrome'
import { ButtonLink } from '~/ui/Button'

/** Customer service through the brand's Kakao channel (its address is in the site settings). */
export function KakaoChannelPage() {
  const { site } = useSiteChrome()
  return (
    <section className="page page--center">
      <PageHeader title="카카오톡 상담" lead="제품 사용법, 정품 등록, A/S 문의를 카카오톡 채널에서 편하게 상담하세요." />
      {site.kakaoChannelUrl ? (
        <ButtonLink href={site.kakaoChannelUrl} newTab color="primary" size="large">
          카카오톡 채널 열기
        </ButtonLink>
      ) : (
        <p className="notice">카카오톡 상담 채널을 준비하고 있습니다.</p>
      )}
    </section>
  )
}
