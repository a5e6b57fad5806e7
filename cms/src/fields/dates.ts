import type { DateField, Field } from 'payload'

// One way of writing a date in the admin panel, the one staff read everywhere else (docs/product.md):
// lists, headers and versions (the config's `admin.dateFormat`) and every date picker, whose text is
// also the form a date typed into it is read in. Payload's pickers otherwise write "Dec 9, 2026 7:26 AM".

/** "2026년 12월 9일 오전 7:26". */
export const KOREAN_DATE_TIME = 'yyyy년 M월 d일 a h:mm'
/** "2026년 12월 9일": a picker of days. */
export const KOREAN_DAY = 'yyyy년 M월 d일'
/** "오전 7:30": a picker's list of times (react-datepicker's own is "7:30 AM"). */
const KOREAN_TIME = 'a h:mm'
/** react-datepicker's caption over its list of times is "Time". */
const TIME_CAPTION = '시간'

type Appearance = NonNullable<NonNullable<NonNullable<DateField['admin']>['date']>['pickerAppearance']>

/** The display format of each kind of picker. */
export const KOREAN_DATE_FORMATS: Record<Appearance, string> = {
  dayAndTime: KOREAN_DATE_TIME,
  dayOnly: KOREAN_DAY,
  default: KOREAN_DAY,
  monthOnly: 'yyyy년 M월',
  timeOnly: KOREAN_TIME,
}

/**
 * Every date field of `fields`, nested ones too, written and read the Korean way unless it says
 * otherwise. A date that names no picker is an instant (Payload's createdAt and updatedAt, our
 * stamps): picked and written with its time, as the lists write it.
 */
export function koreanDatePickers(fields: Field[]): void {
  for (const field of fields) {
    if (field.type === 'date') {
      const date = field.admin?.date ?? {}
      const pickerAppearance: Appearance = date.pickerAppearance ?? 'dayAndTime'
      const times = pickerAppearance === 'dayAndTime' || pickerAppearance === 'timeOnly'
      field.admin = {
        ...field.admin,
        date: {
          displayFormat: KOREAN_DATE_FORMATS[pickerAppearance],
          ...(times && { timeFormat: KOREAN_TIME }),
          ...date,
          pickerAppearance,
          ...(times && { overrides: { timeCaption: TIME_CAPTION, ...date.overrides } }),
        } as typeof date,
      }
    }
    if ('fields' in field) koreanDatePickers(field.fields)
    if (field.type === 'tabs') for (const tab of field.tabs) koreanDatePickers(tab.fields)
    if (field.type === 'blocks') for (const block of field.blocks) if (typeof block !== 'string') koreanDatePickers(block.fields)
  }
}
