import type { Field, TextFieldSingleValidation } from 'payload'
import { bookingHours, bookingWeekdays, HOUR_MINUTE, SLOT_MINUTES, type VisitBooking } from '@storefront/rules/visit-booking'

const hourMinute: TextFieldSingleValidation = (value) => !value || HOUR_MINUTE.test(value) || '24시간제로 입력하세요. 예: 11:00'

/**
 * A/S visits by appointment: the weekdays, the hours, how long a slot is and how many visits each
 * takes. The storefront offers the slots still free (slotsEndpoint); the request refuses a full one
 * (ServiceRequests/visit).
 */
export const visitBookingField: Field = {
  name: 'visitBooking',
  type: 'group',
  label: 'A/S 방문 예약',
  admin: {
    condition: (data) => Boolean(data?.services?.includes('service')),
    description: '켜면 A/S 방문 고객이 날짜와 시간을 골라 예약합니다. 시간대마다 받을 수 있는 인원까지만 예약됩니다.',
  },
  fields: [
    {
      name: 'enabled',
      type: 'checkbox',
      label: '방문 예약 받기',
      validate: (value: boolean | null | undefined, { siblingData }: { siblingData: unknown }) =>
        !value ||
        bookingHours({ ...(siblingData as VisitBooking), enabled: true }) !== null ||
        '요일, 시작·마감 시각, 시간 단위와 시간대별 인원을 모두 입력해야 예약을 받을 수 있습니다.',
    },
    {
      name: 'weekdays',
      type: 'select',
      label: '예약 받는 요일',
      hasMany: true,
      options: bookingWeekdays.map(({ value, label }) => ({ value, label: `${label}요일` })),
    },
    {
      type: 'row',
      fields: [
        { name: 'opensAt', type: 'text', label: '첫 예약 시각', validate: hourMinute, admin: { placeholder: '11:00' } },
        {
          name: 'closesAt',
          type: 'text',
          label: '마감 시각',
          validate: hourMinute,
          admin: { placeholder: '20:00', description: '마지막 예약은 이 시각 전에 끝납니다.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'slotMinutes',
          type: 'select',
          label: '시간 단위',
          options: SLOT_MINUTES.map((minutes) => ({ value: String(minutes), label: `${minutes}분` })),
        },
        { name: 'capacity', type: 'number', label: '시간대별 인원', min: 1, max: 50, defaultValue: 2 },
        { name: 'daysAhead', type: 'number', label: '예약 가능 기간(일)', min: 1, max: 60, defaultValue: 14 },
      ],
    },
  ],
}
