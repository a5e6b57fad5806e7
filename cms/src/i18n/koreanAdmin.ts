import type { SanitizedConfig } from 'payload'
import { deepMergeSimple } from 'payload/shared'
import { koreanDatePickers } from '@/fields/dates'
import { koreanAdminTranslations } from './ko'

/**
 * The admin panel in Korean as a native writes it: our corrections to Payload's and Lexical's
 * translations (ko.ts), applied after the config is built because Lexical adds its own then and
 * would otherwise win, every date picker writing and reading dates as the lists do, and no
 * developer's API tab.
 */
export async function koreanAdmin(config: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const built = await config
  built.i18n.translations = deepMergeSimple(built.i18n.translations ?? {}, { ko: koreanAdminTranslations })
  for (const entity of [...built.collections, ...built.globals]) {
    koreanDatePickers(entity.fields)
    // The "API" tab is a developer's view of a record's JSON, in English; staff work in the form.
    entity.admin = { ...entity.admin, hideAPIURL: true }
  }
  return built
}
