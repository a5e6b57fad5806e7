import type { GlobalConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { isAdminOrManager } from '@/access/isAdminOrManager'
import { validateHttpUrl } from '@/fields/validators'

/** Brand-wide settings the storefront reads for titles, meta tags and outbound links. */
export const Site: GlobalConfig<'site'> = {
  slug: 'site',
  label: '사이트 정보',
  admin: { group: '사이트 설정' },
  access: { read: anyone, update: isAdminOrManager },
  fields: [
    {
      name: 'brandName',
      type: 'text',
      label: '브랜드 이름',
      required: true,
      admin: { description: '페이지 제목 뒤에 붙고, 기본 제목으로 쓰입니다.' },
    },
    { name: 'descriptionKo', type: 'textarea', label: '설명 (한국어)', admin: { description: '메타 설명 (ko)' } },
    { name: 'descriptionEn', type: 'textarea', label: '설명 (영어)', admin: { description: '메타 설명 (en)' } },
    { name: 'siteUrl', type: 'text', label: '사이트 주소', validate: validateHttpUrl },
    { name: 'marketplaceUrl', type: 'text', label: '온라인 스토어 주소', validate: validateHttpUrl },
    {
      name: 'kakaoChannelUrl',
      type: 'text',
      label: '카카오톡 채널 주소',
      validate: validateHttpUrl,
      admin: { description: '/customer/kakao 가 이 주소로 안내합니다.' },
    },
  ],
}
