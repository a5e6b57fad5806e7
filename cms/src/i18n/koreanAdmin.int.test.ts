// The admin panel's Korean as the built config serves it: Payload's translations, Lexical's and
// ours merged (koreanAdmin.ts). A particle straight after a placeholder ("{{label}}로") is right
// for some labels and wrong for others; none may be left.
import type { Payload } from 'payload'
import { deepMergeSimple } from 'payload/shared'
import { beforeAll, describe, expect, it } from 'vitest'
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

  it('captions every time picker in Korean', async () => {
    const payload = await testPayload()
    // The fields the admin panel is built from (not the flattened copy): opensAt sits in a tab's row.
    const find = (fields: unknown[]): unknown =>
      fields
        .map((field) => field as { name?: string; fields?: unknown[]; tabs?: { fields: unknown[] }[] })
        .map((field) => (field.name === 'opensAt' ? field : find([...(field.fields ?? []), ...(field.tabs ?? []).flatMap((tab) => tab.fields)])))
        .find(Boolean)
    const at = find(payload.collections.surveys.config.fields)
    expect(at).toMatchObject({ type: 'date', admin: { date: { overrides: { timeCaption: '시간' } } } })
  })
})
