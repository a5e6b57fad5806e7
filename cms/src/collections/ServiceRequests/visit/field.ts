import type { Field } from 'payload'
import { nobody } from '@/access/nobody'

/** A visit's booked slot: its start, one the shop's booking offers with a place left (checkVisit). */
export const visitAtField: Field = {
  name: 'visitAt',
  type: 'date',
  label: '방문 예약',
  index: true,
  access: { create: nobody },
  admin: {
    condition: (data) => data?.method === 'visit',
    date: { pickerAppearance: 'dayAndTime', timeIntervals: 30 },
    description: '고객이 신청 페이지에서 고른 방문 시각입니다. 매장의 예약 시간대와 인원 안에서만 정할 수 있습니다.',
  },
}
