import { cms } from '~/features/cms/cms-client.server'
import { publicContent } from '~/features/cms/public-content.server'
import { formatDate } from '~/ui/format-date'
import { renderRichText } from '~/ui/rich-text/rich-text.server'
import type { TermsDocument, TermsKind } from './types'

const TITLES: Record<TermsKind, string> = { service: '이용약관', privacy: '개인정보처리방침' }

/** Both documents of the `terms` global, rendered once per content version. */
export const getTermsDocuments = publicContent(async () => {
  const terms = await cms().global('terms', { depth: 1 })
  const document = (kind: TermsKind): TermsDocument => ({
    kind,
    title: TITLES[kind],
    effectiveDate: formatDate(terms[kind]?.effectiveDate),
    html: renderRichText(terms[kind]?.content),
  })
  return { service: document('service'), privacy: document('privacy') }
})
