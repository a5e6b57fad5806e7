import type { Home, TradeInEvent } from '@storefront/cms/payload-types'
import { describe, expect, it } from 'vitest'
import type { PostSummary } from '~/features/posts/types'
import { runningEvents } from '~/features/trade-in-events/trade-in-events.server'
import { homePosts, LATEST_POSTS, toHomeData, toQuickLinks } from './home.server'

const post = (id: number): PostSummary => ({
  id,
  title: `글 ${id}`,
  excerpt: null,
  category: 'notice',
  categoryLabel: '공지',
  date: '2026-01-01',
  dateTime: '2026-01-01T00:00:00.000Z',
  href: `/posts/${id}`,
})
const latest = [5, 4, 3, 2, 1].map(post)
const home = (extra: Partial<Home> = {}) => ({ id: 1, hero: {}, ...extra }) as Home

const event = (id: number, startsAt: string, endsAt: string) =>
  ({ id, title: `이벤트 ${id}`, summary: '요약', startsAt, endsAt, eligibleProducts: [], perCustomerLimit: 1 }) as unknown as TradeInEvent

describe('the home screen from the CMS', () => {
  it('lists the latest posts when none is featured, else the featured published ones in their order', () => {
    expect(homePosts(home(), latest).map(({ id }) => id)).toEqual([5, 4, 3, 2].slice(0, LATEST_POSTS))
    // 9 is not published (a draft, or deleted): left out.
    expect(homePosts(home({ featuredPosts: [2, { id: 9 } as never, { id: 4 } as never] }), latest).map(({ id }) => id)).toEqual([2, 4])
    expect(homePosts(home({ featuredPosts: [9] }), latest)).toHaveLength(LATEST_POSTS)
  })

  it('keeps quick links with a known icon and a site path or http(s) URL', () => {
    const links = toQuickLinks(
      home({
        quickLinks: [
          { label: '정품 등록', icon: 'register', href: '/device/register', description: '보증 시작' },
          { label: '이상한 링크', icon: 'shops', href: 'javascript:alert(1)' },
          { label: '스토어', icon: 'store', href: 'https://smartstore.naver.com/vapore' },
          { label: '모르는 아이콘', icon: 'rocket' as never, href: '/shops' },
        ],
      }),
    )
    expect(links).toEqual([
      { label: '정품 등록', icon: 'register', href: '/device/register', description: '보증 시작' },
      { label: '스토어', icon: 'store', href: 'https://smartstore.naver.com/vapore', description: null },
    ])
  })

  it('has a headline even when the CMS has none, a button only with a label and a link, no events when switched off', () => {
    const data = toHomeData(
      home({ hero: { ctaLabel: '등록', ctaHref: '' }, showTradeInEvents: false }),
      [],
      [runningEvents([event(1, '2020-01-01', '2099-01-01')], Date.now())[0]!],
      [],
    )
    expect(data.hero.headline).not.toBe('')
    expect(data.hero.cta).toBeNull()
    expect(data.events).toEqual([])
    expect(toHomeData(home({ hero: { headline: '새 시즌', ctaLabel: '등록', ctaHref: '/device/register' } }), [], [], []).hero).toMatchObject({
      headline: '새 시즌',
      cta: { label: '등록', href: '/device/register' },
    })
  })
})
