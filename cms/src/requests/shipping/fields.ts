// Mail-in requests (A/S and trade-ins): the customer's shipment of the device and staff's shipment
// back, each a courier and a tracking number (checkShipping beside it checks them and logs them).
import type { Field } from 'payload'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { couriers } from '@storefront/rules/shipping'

const shipment = (name: 'inbound' | 'outbound', label: string, description: string, staffOnly: boolean): Field => ({
  name,
  type: 'group',
  label,
  // The customer enters their own on the request's page; never when filing.
  access: { create: nobody, ...(staffOnly && { update: isStaff }) },
  admin: { condition: (data) => data?.method === 'mail', description },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'courier', type: 'select', label: '택배사', options: couriers.map(({ value, label }) => ({ value, label })) },
        { name: 'trackingNumber', type: 'text', label: '운송장 번호', maxLength: 20 },
      ],
    },
  ],
})

export const shippingFields: Field[] = [
  shipment('inbound', '고객 발송', '고객이 기기를 보낸 택배입니다. 고객이 신청 페이지에서 입력합니다.', false),
  shipment('outbound', '반송', '기기를 고객에게 돌려보낸 택배입니다. 입력하면 진행 기록에 남고 고객이 고른 방법(카카오톡·문자·이메일)으로 알립니다.', true),
  // Stored nowhere: the saved shipments as links to the couriers' tracking pages.
  {
    name: 'trackingLinks',
    type: 'ui',
    label: '배송 조회',
    admin: { condition: (data) => data?.method === 'mail', components: { Field: '@/admin/desk/TrackingLinks#TrackingLinks' } },
  },
]
