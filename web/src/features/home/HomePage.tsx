import { useSiteChrome } from '~/features/layout/site-chrome'
import { ButtonLink } from '~/ui/Button'
import { SiteLink } from '~/ui/SiteLink'

// Placeholder home until the real one arrives: the brand and the ways into the main services.
const SERVICES = [
  { href: '/device/register', label: '정품 등록', description: '구매하신 기기를 정품으로 등록하고 보증을 받으세요.' },
  { href: '/shops', label: '매장 찾기', description: '가까운 직영점과 제휴 매장을 찾아보세요.' },
  { href: '/user/service', label: 'A/S 신청', description: '등록하신 기기의 수리를 신청할 수 있습니다.' },
]

export function HomePage() {
  const { site } = useSiteChrome()
  return (
    <>
      <section className="home-hero">
        <p className="home-hero__eyebrow">SEOUL · SINCE 2023</p>
        <h1>{site.brandName}</h1>
        {site.descriptionKo && <p>{site.descriptionKo}</p>}
        <div className="button-row">
          <ButtonLink href="/device/register" color="primary" size="large">
            정품 등록하기
          </ButtonLink>
          <ButtonLink href="/shops" size="large" border="light">
            매장 찾기
          </ButtonLink>
        </div>
      </section>
      <h2 className="home-section-title">무엇을 도와드릴까요?</h2>
      <ul className="tile-list home-services">
        {SERVICES.map((service) => (
          <li key={service.href}>
            <SiteLink href={service.href} className="tile">
              <strong>{service.label}</strong>
              <span>{service.description}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </>
  )
}
