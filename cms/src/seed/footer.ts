import type { Footer } from '@/payload-types'

/**
 * The privacy officer, whom the privacy policy (section 9) names too: the footer's last row.
 * @public for migration 20261128_033000_footer_privacy_officer, which knip does not read.
 */
export const PRIVACY_OFFICER_ROW = { label: '개인정보 보호책임자', value: '김민준 (privacy@vapore.kr)' }

/** Made-up but realistic business details (a Seoul company) and the footer's links (home, registration, shops, A/S, warranty policy). */
export const footer: Omit<Footer, 'id' | 'createdAt' | 'updatedAt'> = {
  businessInfo: [
    { label: '상호', value: '주식회사 바포레' },
    { label: '대표자', value: '김민준' },
    { label: '주소', value: '서울특별시 마포구 양화로 45, 7층 (서교동)' },
    { label: '전화', value: '02-6952-1184' },
    { label: '이메일', value: 'help@vapore.kr' },
    // The storefront links 사업자정보확인 (the Fair Trade Commission's page) beside this one.
    { label: '사업자등록번호', value: '214-87-03951' },
    PRIVACY_OFFICER_ROW,
  ],
  shortcuts: {
    title: '바로가기',
    links: [
      { label: '홈', url: '/', newTab: false },
      { label: '정품 등록', url: '/device/register', newTab: false },
      { label: '매장 찾기', url: '/shops', newTab: false },
    ],
  },
  service: {
    title: '고객 서비스',
    links: [
      { label: 'A/S 신청', url: '/user/service', newTab: false },
      // Becomes the warranty-policy post chosen in `site` once posts exist.
      { label: '보증 정책', url: '/posts/warranty-policy', newTab: false },
    ],
  },
  copyrightYear: 2023,
  fixed: false,
}
