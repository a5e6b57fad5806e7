import type { GlobalConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { isAdminOrManager } from '@/access/isAdminOrManager'
import { validateHttpUrl } from '@/fields/validators'
import { bumpContentVersionHook } from '@/hooks/bumpContentVersion'

/** Brand-wide settings the storefront reads for titles, meta tags and outbound links. */
export const Site: GlobalConfig<'site'> = {
  slug: 'site',
  label: '사이트 정보',
  admin: { group: '사이트 설정' },
  access: { read: anyone, update: isAdminOrManager },
  hooks: { afterChange: [bumpContentVersionHook] },
  fields: [
    {
      name: 'brandName',
      type: 'text',
      label: '브랜드 이름',
      required: true,
      admin: { description: '페이지 제목 뒤에 붙고, 기본 제목으로 쓰입니다. 고객에게 가는 메일의 제목과 서명, 보내는 사람 이름("… 고객센터")에도 쓰입니다.' },
    },
    { name: 'descriptionKo', type: 'textarea', label: '설명 (한국어)', admin: { description: '검색 결과와 링크 미리보기에 보이는 설명입니다.' } },
    { name: 'descriptionEn', type: 'textarea', label: '설명 (영어)', admin: { description: '영문 페이지의 검색 결과와 링크 미리보기에 보이는 설명입니다.' } },
    { name: 'siteUrl', type: 'text', label: '사이트 주소', validate: validateHttpUrl },
    { name: 'marketplaceUrl', type: 'text', label: '온라인 스토어 주소', validate: validateHttpUrl },
    {
      name: 'kakaoChannelUrl',
      type: 'text',
      label: '카카오톡 채널 주소',
      validate: validateHttpUrl,
      admin: { description: '/customer/kakao 가 이 주소로 안내합니다.' },
    },
    {
      name: 'shareImage',
      type: 'upload',
      relationTo: 'media',
      label: '공유 이미지',
      admin: { description: '링크를 공유할 때 보이는 기본 이미지입니다 (1200×630 권장).' },
    },
    {
      name: 'mailIn',
      type: 'group',
      label: '택배 받는 곳',
      admin: { description: '택배로 접수한 A/S와 보상 판매 기기를 보낼 곳입니다. 고객의 신청 페이지에 보입니다.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', label: '받는 곳', maxLength: 50 },
            { name: 'phone', type: 'text', label: '연락처', maxLength: 20 },
            { name: 'postalCode', type: 'text', label: '우편번호', maxLength: 5 },
          ],
        },
        { name: 'address', type: 'text', label: '주소', maxLength: 200 },
        {
          name: 'serviceDays',
          type: 'number',
          label: '택배 A/S 평균 수리 기간(일)',
          min: 1,
          max: 60,
          admin: { description: '완료 약속일을 정하지 않은 택배 A/S에, 기기를 받은 날부터 이 기간으로 완료 예상일을 안내합니다.' },
        },
      ],
    },
    {
      name: 'warrantyPolicy',
      type: 'relationship',
      relationTo: 'posts',
      label: '보증 정책 게시글',
      filterOptions: { category: { equals: 'warranty-policy' } },
      admin: { description: "푸터와 A/S 안내의 '보증 정책'이 이 게시글로 연결됩니다." },
    },
  ],
}
