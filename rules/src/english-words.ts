// What counts as English left in the admin panel's interface: one rule for the check of the Payload
// config and its translations (cms/src/i18n/koreanConfig.int.test.ts) and for the browser's look
// at one page of each kind (e2e/admin-korean.spec.ts).

/**
 * Words that are not English to translate: names (ours, the services we name) and what staff type
 * as it is (the serial CSV's column names, example addresses, the keys of a response's JSON).
 */
export const NOT_ENGLISH = new Set([
  'CJ',
  'Firebase',
  'Kakao',
  'Lexical',
  'Payload',
  'PortOne',
  'VAPORE',
  'Vapore',
  'product',
  'code',
  'korea',
  'owner',
  'question',
  'value',
])

/**
 * Abbreviations Korean staff read as they are. Any other word in capitals ("API", "UID") is English
 * that needs its Korean, as any other word does.
 */
export const ABBREVIATIONS = new Set([
  'ALT',
  'CSV',
  'ESC',
  'ID',
  'IP',
  'LMS',
  'PDF',
  'QR',
  'SEO',
  'SMS',
  'URL',
  'VAPORE',
  // The Web Vitals, by the names Chrome's and Google's reports give them (docs/decisions/0074).
  'LCP',
  'INP',
  'CLS',
  'FCP',
  'TTFB',
])

/** The English words of `text`: addresses, file names, identifiers, known abbreviations and names left out. */
export function englishWords(text: string): string[] {
  return (
    (
      text
        .replace(/\S+@\S+|https?:\/\/\S+|\/\S*|\S+\.(?:jpe?g|png|webp|svg|pdf|csv|txt)\b/gi, ' ')
        // A slug with a record's number ("delete-8", a dialog's label) is its words: the number goes.
        .replace(/\b([a-z]+(?:-[a-z]+)*)-\d+\b/g, '$1')
        // Letters mixed with digits are identifiers (serials, codes, a test record's hex suffix), not words.
        .replace(/[\w-]*\d[\w-]*/g, ' ')
        // A placeholder of a translation ({{label}}) and its markup (<1>…</1>, <a href>) are filled in or rendered, not shown.
        .replace(/\{\{\w+\}\}|<\/?[a-z0-9]+(?:\s[^>]*)?>/gi, ' ')
        .match(/[A-Za-z][A-Za-z'’]*/g) ?? []
    )
      // Single letters are units or parts of one (A/S); capitals are English unless a known abbreviation.
      .filter((word) => word.length > 1 && !NOT_ENGLISH.has(word) && !ABBREVIATIONS.has(word))
  )
}
