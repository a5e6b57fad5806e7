import type { Ref } from 'react'
import { formatDistance } from './geo'
import { kindLabel, serviceLabel } from './labels'
import { kakaoMapUrl, naverMapUrl } from './map-links'
import type { ShopView } from './shop-index'

/** The number to dial: digits only (and a leading + for an international one). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

export function ShopCard({ shop, ref }: { shop: ShopView; ref?: Ref<HTMLElement> }) {
  const headingId = `shop-${shop.id}-name`
  return (
    // tabIndex -1: "더 보기" moves focus to the first shop it added.
    <article ref={ref} className="shop-card" aria-labelledby={headingId} tabIndex={-1}>
      <div className="shop-card__top">
        <span className={`shop-badge shop-badge--${shop.kind}`}>{kindLabel[shop.kind]}</span>
        {shop.distanceKm !== undefined && (
          <span className="shop-card__distance">
            <span className="visually-hidden">현재 위치에서 </span>
            {formatDistance(shop.distanceKm)}
          </span>
        )}
      </div>
      <h2 id={headingId} className="shop-card__name">
        {shop.name}
      </h2>
      <dl className="shop-card__details">
        <div>
          <dt>주소</dt>
          <dd>{shop.address}</dd>
        </div>
        {shop.phone && (
          <div>
            <dt>전화</dt>
            <dd>
              <a href={telHref(shop.phone)} className="shop-card__phone">
                {shop.phone}
              </a>
            </dd>
          </div>
        )}
        {shop.openingHours && (
          <div>
            <dt>영업시간</dt>
            <dd className="shop-card__hours">{shop.openingHours}</dd>
          </div>
        )}
        {shop.services.length > 0 && (
          <div>
            <dt>서비스</dt>
            <dd>
              <ul className="shop-services">
                {shop.services.map((service) => (
                  <li key={service} className={`shop-service shop-service--${service}`}>
                    {serviceLabel[service]}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
      <div className="shop-card__maps">
        {/* The label names the shop (every card has these two links), the visible words first kept whole. */}
        <a
          href={kakaoMapUrl(shop)}
          target="_blank"
          rel="noopener noreferrer"
          className="shop-map-link shop-map-link--kakao"
          aria-label={`${shop.name} 위치 보기, 카카오맵 (새 창)`}
        >
          카카오맵
        </a>
        <a
          href={naverMapUrl(shop)}
          target="_blank"
          rel="noopener noreferrer"
          className="shop-map-link shop-map-link--naver"
          aria-label={`${shop.name} 위치 보기, 네이버 지도 (새 창)`}
        >
          네이버 지도
        </a>
      </div>
    </article>
  )
}
