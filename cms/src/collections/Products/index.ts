import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { isAdminOrManager } from '@/access/isAdminOrManager'
import { bumpContentVersionHook } from '@/hooks/bumpContentVersion'
import { refuseDeleteInUse } from '@/hooks/refuseDeleteInUse'

/** Device models. Public: the storefront shows them on registration, device and trade-in pages. */
export const Products: CollectionConfig<'products'> = {
  slug: 'products',
  labels: { singular: '제품', plural: '제품' },
  admin: { group: '제품·정품', useAsTitle: 'name', defaultColumns: ['name', 'code', 'warrantyMonths', 'tradeInEligible'] },
  access: { read: anyone, create: isAdminOrManager, update: isAdminOrManager, delete: isAdminOrManager },
  hooks: {
    beforeDelete: [
      refuseDeleteInUse([
        { collection: 'devices', field: 'product', label: '등록 기기' },
        { collection: 'serials', field: 'product', label: '시리얼 번호' },
        { collection: 'service-programs', field: 'products', label: '무상 수리 프로그램' },
        { collection: 'trade-in-events', field: 'eligibleProducts.product', label: '보상 판매 이벤트' },
      ]),
    ],
    afterChange: [bumpContentVersionHook],
    afterDelete: [bumpContentVersionHook],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', label: '제품명', required: true },
        {
          name: 'code',
          type: 'text',
          label: '모델 코드',
          required: true,
          unique: true,
          validate: (value: string | null | undefined) =>
            !value || /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/.test(value) || '영문 대문자, 숫자, 하이픈(-)만 쓸 수 있습니다. 예: VP-AIR',
          admin: { description: '정품 CSV의 product 열에 이 코드를 씁니다.' },
        },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media', label: '제품 이미지', required: true },
    {
      name: 'releasedOn',
      type: 'date',
      label: '출시일',
      admin: {
        date: { pickerAppearance: 'dayOnly' },
        description: '정품 등록 때 이 날짜보다 이른 구입일은 받지 않습니다.',
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'warrantyMonths', type: 'number', label: '보증 기간(개월)', required: true, defaultValue: 12, min: 0, max: 60 },
        { name: 'tradeInEligible', type: 'checkbox', label: '보상 판매 대상', defaultValue: false },
        {
          name: 'hasAuthCode',
          type: 'checkbox',
          label: '정품 인증 코드 사용',
          defaultValue: false,
          admin: { description: '라벨 아래 인증 코드가 있는 모델입니다. 정품 등록 때 코드를 함께 확인합니다.' },
        },
      ],
    },
  ],
}
