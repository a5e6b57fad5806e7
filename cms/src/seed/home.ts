import type { Home } from '@/payload-types'

/**
 * The home screen as a new installation shows it. Featured posts stay empty so the latest posts
 * appear until a manager picks some; the warranty-policy and trade-in links point at the seeded
 * post and event.
 */
export const home = (warrantyPolicyPath: string, tradeInPath: string): Omit<Home, 'id' | 'createdAt' | 'updatedAt'> => ({
  hero: {
    headline: '정품 등록 한 번으로 든든한 보증까지',
    subline: '일련번호만 입력하면 1분이면 끝나요. 등록한 기기는 A/S 접수와 보상 판매까지 온라인에서 바로 이어집니다.',
    ctaLabel: '정품 등록하기',
    ctaHref: '/device/register',
  },
  quickLinks: [
    { label: '정품 등록', icon: 'register', description: '일련번호로 보증 시작', href: '/device/register' },
    { label: 'A/S 신청', icon: 'service', description: '수리 접수와 진행 조회', href: '/user/service' },
    { label: '매장 찾기', icon: 'shops', description: '가까운 직영점·협력점', href: '/shops' },
    { label: '보증 정책', icon: 'warranty', description: '모델별 보증 기간과 범위', href: warrantyPolicyPath },
    { label: '보상 판매', icon: 'trade-in', description: '쓰던 기기로 새 기기 할인', href: tradeInPath },
    { label: '카카오톡 상담', icon: 'kakao', description: '평일 10–18시 채팅 상담', href: '/customer/kakao' },
  ],
  featuredPosts: [],
  showTradeInEvents: true,
})
