import { useSiteChrome } from '~/features/layout/site-chrome'
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
        <h1>{site.brandName}</h1>
        {site.descriptionKo && <p>{site.descriptionKo}</p>}
      </section>
      <ul className="home-services">
        {SERVICES.map((service) => (
          <li key={service.href}>
            <SiteLink href={service.href} className="home-services__link">
              <strong>{service.label}</strong>
              <span>{service.description}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </>
  )
}
