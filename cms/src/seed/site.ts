import type { Site } from '@/payload-types'
import { DEFAULT_BRAND_NAME } from '@/globals/Site/brand'

export const site = (siteUrl: string): Omit<Site, 'id' | 'createdAt' | 'updatedAt'> => ({
  brandName: DEFAULT_BRAND_NAME,
  descriptionKo: '서울의 독립 전자담배 브랜드 VAPORE. 정품 등록, 매장 찾기, A/S 신청을 한곳에서.',
  descriptionEn: 'VAPORE, an independent e-cigarette brand from Seoul. Register genuine devices, find shops and request service.',
  siteUrl,
  marketplaceUrl: 'https://smartstore.naver.com/vapore',
  kakaoChannelUrl: 'https://pf.kakao.com/_vapore',
  mailIn: {
    name: 'VAPORE 서비스센터',
    phone: '02-6012-3400',
    postalCode: '04779',
    address: '서울특별시 성동구 성수이로 113, 3층 VAPORE 서비스센터',
    serviceDays: 5,
  },
})
