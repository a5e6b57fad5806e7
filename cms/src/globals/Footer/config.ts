import type { GlobalConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { isAdminOrManager } from '@/access/isAdminOrManager'
import { linkGroup } from '@/fields/linkGroup'
import { bumpContentVersionHook } from '@/hooks/bumpContentVersion'

/** The footer on every storefront page (docs/product.md#content-and-posts): business details, two link groups, copyright. */
export const Footer: GlobalConfig<'footer'> = {
  slug: 'footer',
  label: '푸터',
  admin: { group: '사이트 설정' },
  access: { read: anyone, update: isAdminOrManager },
  hooks: { afterChange: [bumpContentVersionHook] },
  fields: [
    {
      name: 'businessInfo',
      type: 'array',
      label: '사업자 정보',
      labels: { singular: '항목', plural: '항목' },
      admin: { description: '상호, 대표자, 주소 등 법정 표시 사항을 순서대로 입력합니다.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', label: '항목명', required: true },
            { name: 'value', type: 'text', label: '내용', required: true },
          ],
        },
      ],
    },
    linkGroup({ name: 'shortcuts', label: '바로가기 링크', title: '바로가기' }),
    linkGroup({ name: 'service', label: '고객 서비스 링크', title: '고객 서비스' }),
    {
      type: 'row',
      fields: [
        { name: 'copyrightYear', type: 'number', label: '저작권 연도', required: true, defaultValue: 2023, min: 2000, max: 2100 },
        { name: 'fixed', type: 'checkbox', label: '푸터 고정', defaultValue: false },
      ],
    },
  ],
}
