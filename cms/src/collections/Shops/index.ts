import type { CollectionConfig } from 'payload'
import { activeOrStaff } from '@/access/activeOrStaff'
import { isAdminOrManager } from '@/access/isAdminOrManager'
import { validatePhone } from '@/fields/phone'
import { validateHttpUrl } from '@/fields/validators'
import { bumpContentVersionHook } from '@/hooks/bumpContentVersion'
import { regions, shopKinds, shopServices } from '@storefront/rules/shop-options'
import { refuseDeleteInUse } from '@/hooks/refuseDeleteInUse'
import { visitBookingField } from './visitBooking/field'
import { visitSlotsEndpoint } from './visitBooking/slotsEndpoint'

/** The shop finder (/shops): where consumers register devices, hand in repairs and trade in. */
export const Shops: CollectionConfig<'shops'> = {
  slug: 'shops',
  labels: { singular: '매장', plural: '매장' },
  admin: {
    group: '콘텐츠',
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'region', 'district', 'phone', 'active'],
    listSearchableFields: ['name', 'address', 'district'],
  },
  // Visitors see open shops only; a closed shop stays for the requests that name it.
  access: { read: activeOrStaff, create: isAdminOrManager, update: isAdminOrManager, delete: isAdminOrManager },
  defaultSort: 'name',
  endpoints: [visitSlotsEndpoint],
  hooks: {
    beforeDelete: [
      refuseDeleteInUse([
        { collection: 'devices', field: 'purchaseShop', label: '등록 기기' },
        { collection: 'service-requests', field: 'shop', label: 'A/S 신청' },
        { collection: 'trade-ins', field: 'shop', label: '보상 판매 신청' },
      ]),
    ],
    afterChange: [bumpContentVersionHook],
    afterDelete: [bumpContentVersionHook],
  },
  fields: [
    { name: 'name', type: 'text', label: '매장명', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          label: '매장 유형',
          required: true,
          index: true,
          options: [...shopKinds],
        },
        { name: 'region', type: 'select', label: '시·도', required: true, index: true, options: [...regions] },
        { name: 'district', type: 'text', label: '시·군·구', required: true, admin: { description: '예: 마포구, 성남시 분당구' } },
      ],
    },
    { name: 'address', type: 'text', label: '주소', required: true, admin: { description: '도로명 주소와 상세 주소' } },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', label: '전화번호', validate: validatePhone },
        { name: 'openingHours', type: 'textarea', label: '영업시간', admin: { description: '예: 평일 11:00–21:00 / 일요일 휴무' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number', label: '위도', required: true, min: 33, max: 39, admin: { step: 0.000001 } },
        { name: 'longitude', type: 'number', label: '경도', required: true, min: 124, max: 132, admin: { step: 0.000001 } },
      ],
    },
    { name: 'services', type: 'select', label: '제공 서비스', hasMany: true, options: [...shopServices] },
    {
      name: 'serviceDays',
      type: 'number',
      label: 'A/S 평균 수리 기간(일)',
      min: 1,
      max: 60,
      admin: {
        condition: (data) => Boolean(data?.services?.includes('service')),
        description: '완료 약속일을 정하지 않은 A/S 신청에, 기기를 받은 날부터 이 기간으로 완료 예상일을 안내합니다.',
      },
    },
    visitBookingField,
    {
      name: 'mapLinks',
      type: 'group',
      label: '지도 링크',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'naver', type: 'text', label: '네이버 지도', validate: validateHttpUrl },
            { name: 'kakao', type: 'text', label: '카카오맵', validate: validateHttpUrl },
          ],
        },
      ],
    },
    {
      name: 'active',
      type: 'checkbox',
      label: '운영 중',
      defaultValue: true,
      index: true,
      admin: { position: 'sidebar', description: '끄면 매장 찾기에서 숨겨집니다.' },
    },
  ],
}
