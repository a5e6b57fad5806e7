import type { Field, SanitizedConfig } from 'payload'
import { deepMergeSimple } from 'payload/shared'
import { koreanAdminTranslations } from './ko'

/** The time list of every date-and-time picker: react-datepicker's own caption is "Time". */
const TIME_CAPTION = '시간'

function captionTimePickers(fields: Field[]): void {
  for (const field of fields) {
    if (field.type === 'date' && field.admin?.date?.pickerAppearance !== 'dayOnly' && field.admin?.date?.pickerAppearance !== 'monthOnly') {
      field.admin = { ...field.admin, date: { ...field.admin?.date, overrides: { timeCaption: TIME_CAPTION, ...field.admin?.date?.overrides } } }
    }
    if ('fields' in field) captionTimePickers(field.fields)
    if (field.type === 'tabs') for (const tab of field.tabs) captionTimePickers(tab.fields)
    if (field.type === 'blocks') for (const block of field.blocks) if (typeof block !== 'string') captionTimePickers(block.fields)
  }
}

/**
 * The admin panel in Korean as a native writes it: our corrections to Payload's and Lexical's
 * translations (ko.ts), applied after the config is built because Lexical adds its own then and
 * would otherwise win, a Korean caption on every time picker, and no developer's API tab.
 */
export async function koreanAdmin(config: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const built = await config
  built.i18n.translations = deepMergeSimple(built.i18n.translations ?? {}, { ko: koreanAdminTranslations })
  for (const entity of [...built.collections, ...built.globals]) {
    captionTimePickers(entity.fields)
    // The "API" tab is a developer's view of a record's JSON, in English; staff work in the form.
    entity.admin = { ...entity.admin, hideAPIURL: true }
  }
  return built
}
