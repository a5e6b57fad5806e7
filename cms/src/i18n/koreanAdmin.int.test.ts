// The admin panel's Korean as the built config serves it: Payload's translations, Lexical's and
// ours merged (koreanAdmin.ts). A particle straight after a placeholder ("{{label}}로") is right
// for some labels and wrong for others; none may be left. Every date picker writes dates as the
// lists do (fields/dates.ts).
import { format, parse } from 'date-fns'
import { ko } from 'date-fns/locale/ko'
import type { DateField, Field, Payload } from 'payload'
import { deepMergeSimple } from 'payload/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import { KOREAN_DATE_FORMATS, KOREAN_DATE_TIME, KOREAN_DAY } from '@/fields/dates'
import { testPayload } from '@/test/payload'

const PARTICLE_AFTER_PLACEHOLDER = /\}\}(?:<\/\d>|")?(?:이\(가\)|을\(를\)|은\(는\)|\(으\)로|으로|로|을|를|이|가|은|는|과|와)/

function strings(node: unknown, path: string[] = []): [string, string][] {
  if (typeof node === 'string') return [[path.join('.'), node]]
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([key, value]) => strings(value, [...path, key]))
  return []
}

describe('the admin panel’s Korean', () => {
  let served: Record<string, unknown>

  beforeAll(async () => {
    const payload: Payload = await testPayload()
    const { supportedLanguages, translations } = payload.config.i18n
    served = deepMergeSimple(supportedLanguages.ko!.translations as Record<string, unknown>, (translations?.ko ?? {}) as Record<string, unknown>)
  })

  it('puts no particle straight after a placeholder, in Payload’s strings or the editor’s', () => {
    const wrong = strings(served).filter(([, text]) => PARTICLE_AFTER_PLACEHOLDER.test(text))
    expect(wrong).toEqual([])
  })

  it('serves our wording over the shipped one, the editor’s labels included', () => {
    const text = Object.fromEntries(strings(served))
    expect(text['general.searchBy']).toBe('{{label}} 검색')
    expect(text['general.true']).toBe('예')
    expect(text['lexical.orderedList.label']).toBe('번호 목록')
    expect(text['lexical.general.slashMenuBasicGroupLabel']).toBe('기본')
  })

  it('has every date picker write its date as the lists do, and read one typed that way', async () => {
    const payload = await testPayload()
    expect(payload.config.admin.dateFormat).toBe(KOREAN_DATE_TIME)
    // The fields the admin panel is built from (not the flattened copy), nested ones too.
    const pickers: [string, DateField][] = []
    const collect = (fields: Field[], path: string) => {
      for (const field of fields) {
        const here = `${path}.${'name' in field ? field.name : field.type}`
        if (field.type === 'date') pickers.push([here, field])
        if ('fields' in field) collect(field.fields, here)
        if (field.type === 'tabs') for (const tab of field.tabs) collect(tab.fields, here)
        if (field.type === 'blocks') for (const block of field.blocks) if (typeof block !== 'string') collect(block.fields, `${here}.${block.slug}`)
      }
    }
    for (const entity of [...payload.config.collections, ...payload.config.globals]) collect(entity.fields, entity.slug)
    expect(pickers.length).toBeGreaterThan(30)
    const foreign = pickers.filter(([, { admin }]) => {
      const date = admin?.date ?? {}
      const format = KOREAN_DATE_FORMATS[date.pickerAppearance ?? 'default']
      const times = date.pickerAppearance === 'dayAndTime' || date.pickerAppearance === 'timeOnly'
      // react-datepicker's caption over the times is "Time", and its times "7:30 AM".
      const timesKorean = !times || (date.overrides?.timeCaption === '시간' && 'timeFormat' in date && date.timeFormat === 'a h:mm')
      return date.displayFormat !== format || !timesKorean
    })
    expect(foreign.map(([where, { admin }]) => [where, admin?.date])).toEqual([])
    // What react-datepicker does with a typed date: date-fns' parse in the panel's locale.
    const typed = parse('2026년 12월 1일 오후 3:05', KOREAN_DATE_TIME, new Date(), { locale: ko })
    expect(format(typed, "yyyy-MM-dd'T'HH:mm")).toBe('2026-12-01T15:05')
    expect(format(parse('2026년 12월 1일', KOREAN_DAY, new Date(), { locale: ko }), 'yyyy-MM-dd')).toBe('2026-12-01')
  })
})
