import type { Region } from '@storefront/rules/shop-options'
import { Link } from '@tanstack/react-router'
import { PageHeader } from '~/ui/PageHeader'
import { regionLabel } from '~/features/shops/labels'
import { ShopCard } from '~/features/shops/ShopCard'
import type { ShopView } from '~/features/shops/shop-index'
import { ButtonLink } from '~/ui/Button'
import type { PartnerRegion } from './partner.functions'
import { formatNumber } from '~/ui/format-number'

const STEPS = [
  {
    title: '영수증을 챙겨 주세요',
    body: '협력점에서 받은 영수증(카드 전표, 현금영수증 포함)은 구입일을 확인하는 근거가 됩니다. 사진으로 찍어 두셔도 됩니다.',
  },
  {
    title: '일련번호를 확인하세요',
    body: '제품 상자 옆면과 기기 바닥 라벨에 일련번호가 있습니다. 바포레 프로는 라벨 아래 인증 코드도 함께 입력합니다.',
  },
  {
    title: '온라인으로 정품 등록',
    body: '정품 등록 화면에서 일련번호를 입력하고, 구입처에 구매하신 협력점 이름을 적어 주세요. 영수증 사진을 올리면 확인이 더 빨라집니다.',
  },
  {
    title: '보증이 시작됩니다',
    body: '등록을 마치면 구입일부터 제품별 보증 기간이 적용되고, 마이페이지에서 A/S와 보상 판매를 신청할 수 있습니다.',
  },
]

interface PartnerPageProps {
  /** The finder's first page of partner shops of `region`, or of every region. */
  shops: ShopView[]
  /** How many partner shops there are in `region`, or in all. */
  total: number
  regions: PartnerRegion[]
  region?: Region
}

/** /device/partner: registering a device bought from a partner shop, and where those shops are. */
export function PartnerPage({ shops, total, regions, region }: PartnerPageProps) {
  const everywhere = regions.reduce((sum, { count }) => sum + count, 0)
  return (
    <section className="page partner">
      <PageHeader
        title="제휴 매장 구매 제품 안내"
        lead="바포레 협력점에서 구매하신 제품도 직영점이나 공식 온라인 스토어 제품과 똑같이 정품 등록하고 보증을 받으실 수 있습니다."
      />
      <ol className="partner-steps">
        {STEPS.map((step, index) => (
          <li key={step.title} className="partner-steps__item">
            <span className="partner-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h2>{step.title}</h2>
              <p>{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="notice partner-notice">
        <p className="notice__title">매장에서 바로 등록을 도와드려요</p>
        <p>
          구매하실 때 매장 직원에게 말씀해 주시면 그 자리에서 정품 등록을 함께 진행해 드립니다. 아래 목록에 없는 곳에서 구매한 제품은 정품 여부를 확인할 수 없어
          등록이 어려울 수 있습니다. 일련번호가 이미 등록된 것으로 나오면 고객센터로 문의해 주세요.
        </p>
        <div className="button-row">
          <ButtonLink link={{ to: '/device/register' }} color="primary">
            정품 등록하기
          </ButtonLink>
          <ButtonLink link={{ to: '/shops', search: { kind: 'partner' } }} border="light">
            매장 찾기에서 보기
          </ButtonLink>
        </div>
      </div>
      <section className="partner-shops" aria-labelledby="partner-shops-title">
        <h2 id="partner-shops-title" className="partner-shops__title">
          바포레 협력점{region ? ` · ${regionLabel[region]}` : ''} <span className="partner-shops__count">{formatNumber(total)}곳</span>
        </h2>
        {regions.length > 1 && (
          <nav className="partner-regions" aria-label="지역별 협력점">
            <ul>
              <li>
                <Link to="/device/partner" className="partner-regions__link" aria-current={region ? undefined : 'page'} resetScroll={false}>
                  전체 <span>{formatNumber(everywhere)}</span>
                </Link>
              </li>
              {regions.map(({ region: value, count }) => (
                <li key={value}>
                  <Link
                    to="/device/partner"
                    search={{ region: value }}
                    className="partner-regions__link"
                    aria-current={value === region ? 'page' : undefined}
                    resetScroll={false}
                  >
                    {regionLabel[value]} <span>{formatNumber(count)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {shops.length ? (
          <ul className="partner-shops__list">
            {shops.map((shop) => (
              <li key={shop.id}>
                <ShopCard shop={shop} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="notice">
            {region
              ? `지금은 ${regionLabel[region]}에 안내해 드릴 협력점이 없습니다. 다른 지역을 골라 보시거나 매장 찾기에서 직영점과 서비스센터를 확인해 주세요.`
              : '지금은 안내해 드릴 협력점이 없습니다. 직영점과 서비스센터는 매장 찾기에서 확인해 주세요.'}
          </p>
        )}
        {total > shops.length && (
          <p className="partner-shops__more">
            <ButtonLink link={{ to: '/shops', search: { kind: 'partner', region } }} border="light">
              {`협력점 ${formatNumber(total)}곳 모두 보기`}
            </ButtonLink>
          </p>
        )}
      </section>
    </section>
  )
}
