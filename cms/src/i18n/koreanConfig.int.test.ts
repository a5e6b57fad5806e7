// The admin panel speaks Korean, checked where its words come from rather than page by page: every
// label, description, placeholder, option, tab, block and group of every collection and global as
// the built config gives them to the panel (Payload's own fields included), and every string of
// the translations it is served. The browser's look at one page of each kind per role
// (e2e/admin-korean.spec.ts) finds what only a rendered page shows: our components' text and what
// Payload's libraries hard-code.
import { getTranslation, initI18n, type I18nClient } from '@payloadcms/translations'
import type { Field, Payload } from 'payload'
import { deepMergeSimple } from 'payload/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import { englishWords } from '@storefront/rules/english-words'
import { testPayload } from '@/test/payload'

type Label = Parameters<typeof getTranslation>[0] | false | undefined

/** Every string the panel shows for `fields`, keyed by where it comes from. */
function fieldWords(fields: Field[], path: string, i18n: I18nClient, found: [string, string][]) {
  const say = (where: string, label: Label) => {
    if (label === false || label === undefined || label === null) return
    const text = typeof label === 'function' ? label({ i18n, t: i18n.t } as never) : getTranslation(label, i18n)
    if (typeof text === 'string' && text.trim()) found.push([where, text])
  }
  for (const field of fields) {
    const admin = (field.admin ?? {}) as { hidden?: boolean; disabled?: boolean; description?: Label; placeholder?: Label }
    // A field hidden from the panel (or from everything) is never read by staff.
    if (admin.hidden || admin.disabled || ('hidden' in field && field.hidden)) continue
    const name = 'name' in field ? field.name : field.type
    const here = `${path}.${name}`
    if ('label' in field) say(`${here} (label)`, field.label as Label)
    if (typeof admin.description !== 'function') say(`${here} (description)`, admin.description)
    say(`${here} (placeholder)`, admin.placeholder)
    if ('options' in field) {
      for (const option of field.options) if (typeof option === 'object') say(`${here} option ${option.value}`, option.label as Label)
    }
    // An array's rows are named by its singular label ("Consent History 01" when it has none).
    if (field.type === 'array') {
      say(`${here} (singular)`, field.labels?.singular as Label)
      say(`${here} (plural)`, field.labels?.plural as Label)
    }
    if ('fields' in field) fieldWords(field.fields, here, i18n, found)
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        say(`${here} tab (label)`, tab.label as Label)
        say(`${here} tab (description)`, typeof tab.description === 'function' ? undefined : (tab.description as Label))
        fieldWords(tab.fields, `${here}.${'name' in tab ? tab.name : 'tab'}`, i18n, found)
      }
    }
    if (field.type === 'blocks') {
      for (const block of field.blocks) {
        if (typeof block === 'string') continue
        say(`${here}.${block.slug} (singular)`, block.labels?.singular as Label)
        say(`${here}.${block.slug} (plural)`, block.labels?.plural as Label)
        fieldWords(block.fields, `${here}.${block.slug}`, i18n, found)
      }
    }
  }
  return found
}

function strings(node: unknown, path: string[] = []): [string, string][] {
  if (typeof node === 'string') return [[path.join('.'), node]]
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([key, value]) => strings(value, [...path, key]))
  return []
}

const english = (found: [string, string][]) =>
  Object.fromEntries(found.map(([where, text]) => [where, englishWords(text)] as const).filter(([, words]) => words.length > 0))

describe('the admin panel’s words, from the config', () => {
  let payload: Payload
  let i18n: I18nClient

  beforeAll(async () => {
    payload = await testPayload()
    i18n = (await initI18n({ config: payload.config.i18n, context: 'client', language: 'ko' })) as unknown as I18nClient
  })

  it('names every collection, its groups and fields in Korean, Payload’s own fields included', () => {
    const found: [string, string][] = []
    for (const collection of payload.config.collections) {
      const admin = collection.admin ?? {}
      if (admin.hidden === true) continue
      const slug = collection.slug
      for (const [which, label] of Object.entries(collection.labels ?? {})) {
        found.push([`${slug} (${which})`, typeof label === 'function' ? label({ i18n, t: i18n.t } as never) : getTranslation(label as never, i18n)])
      }
      if (admin.group) found.push([`${slug} (group)`, getTranslation(admin.group as never, i18n)])
      if (admin.description && typeof admin.description !== 'function') found.push([`${slug} (description)`, getTranslation(admin.description as never, i18n)])
      fieldWords(collection.fields, slug, i18n, found)
    }
    expect(found.length).toBeGreaterThan(200)
    expect(english(found)).toEqual({})
  })

  it('shows staff no "API" tab (a developer’s view of a record’s JSON) on any collection or global', () => {
    const showing = [...payload.config.collections, ...payload.config.globals].filter((entity) => entity.admin?.hideAPIURL !== true)
    expect(showing.map((entity) => entity.slug)).toEqual([])
  })

  it('names every global, its groups and fields in Korean', () => {
    const found: [string, string][] = []
    for (const global of payload.config.globals) {
      if (global.admin?.hidden === true) continue
      found.push([`${global.slug} (label)`, getTranslation(global.label as never, i18n)])
      if (global.admin?.group) found.push([`${global.slug} (group)`, getTranslation(global.admin.group as never, i18n)])
      fieldWords(global.fields, global.slug, i18n, found)
    }
    expect(found.length).toBeGreaterThan(20)
    expect(english(found)).toEqual({})
  })

  it('serves every translation key in Korean: buttons, filters, messages, the editor’s menus', () => {
    const { supportedLanguages, translations } = payload.config.i18n
    const served = deepMergeSimple(supportedLanguages.ko!.translations as Record<string, unknown>, (translations?.ko ?? {}) as Record<string, unknown>)
    const found = strings(served)
    expect(found.length).toBeGreaterThan(500)
    expect(english(found)).toEqual({})
  })
})
