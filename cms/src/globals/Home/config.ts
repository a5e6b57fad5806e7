import type { GlobalConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { isAdminOrManager } from '@/access/isAdminOrManager'
import { bumpContentVersionHook } from '@/hooks/bumpContentVersion'
import { quickLinkIcons } from '@storefront/rules/quick-link-icons'

/** The storefront's home screen (/): the hero, quick links and which posts it features. */
export const Home: GlobalConfig<'home'> = {
  slug: 'home',
  label: '홈 화면',
  admin: { group: '사이트 설정' },
  access: { read: anyone, update: isAdminOrManager },
  hooks: { afterChange: [bumpContentVersionHook] },
  fields: [
    {
      name: 'hero',
      type: 'group',
      label: '메인 배너',
      fields: [
        { name: 'headline', type: 'text', label: '제목', maxLength: 60 },
        { name: 'subline', type: 'textarea', label: '부제', maxLength: 160 },
        { name: 'image', type: 'upload', relationTo: 'media', label: '배경 이미지' },
        {
          type: 'row',
          fields: [
            { name: 'ctaLabel', type: 'text', label: '버튼 문구', maxLength: 20 },
            { name: 'ctaHref', type: 'text', label: '버튼 링크', admin: { description: '예: /device/register 또는 https://…' } },
          ],
        },
      ],
    },
    {
      name: 'quickLinks',
      type: 'array',
      label: '바로가기',
      maxRows: 8,
      labels: { singular: '바로가기', plural: '바로가기' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', label: '이름', required: true, maxLength: 20 },
            { name: 'icon', type: 'select', label: '아이콘', required: true, options: [...quickLinkIcons] },
          ],
        },
        { name: 'description', type: 'text', label: '설명', maxLength: 40 },
        { name: 'href', type: 'text', label: '링크', required: true, admin: { description: '예: /shops 또는 https://…' } },
      ],
    },
    {
      name: 'featuredPosts',
      type: 'relationship',
      relationTo: 'posts',
      hasMany: true,
      maxRows: 6,
      label: '공지·소식',
      admin: { description: '비워 두면 최근 게시글이 보입니다.' },
    },
    {
      name: 'showTradeInEvents',
      type: 'checkbox',
      label: '진행 중인 보상 판매 이벤트 보이기',
      defaultValue: true,
    },
  ],
}
