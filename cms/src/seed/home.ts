import type { Home } from '@/payload-types'

/**
 * The home screen as a new installation shows it. Featured posts stay empty so the latest posts
 * appear until a manager picks some; the warranty-policy link follows site settings.
 */
export const home = (warrantyPolicyPath: string): Omit<Home, 'id' | 'createdAt' | 'updatedAt'> => ({
  hero: {
    headline: '정품으로 시작하는 안심 케어',
    subline: '정품 등록부터 A/S, 보상 판매까지. 가까운 매장과 온라인에서 한 번에 챙기세요.',
    ctaLabel: '정품 등록하기',
    ctaHref: '/device/register',
  },
  quickLinks: [
    { label: '정품 등록', icon: 'register', description: '시리얼 번호로 보증 시작', href: '/device/register' },
    { label: 'A/S 신청', icon: 'service', description: '수리 접수와 진행 조회', href: '/user/service' },
    { label: '매장 찾기', icon: 'shops', description: '가까운 직영·협력 매장', href: '/shops' },
    { label: '보증 정책', icon: 'warranty', description: '보증 기간과 범위 안내', href: warrantyPolicyPath },
  ],
  featuredPosts: [],
  showTradeInEvents: true,
})
