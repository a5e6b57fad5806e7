import type { Term } from '@storefront/cms/payload-types'
import { cmsGet, publicContent } from '~/features/cms/cms.server'
import { formatDate } from '~/ui/format-date'
import { renderRichText } from '~/ui/rich-text/rich-text.server'
import type { TermsDocument, TermsKind } from './types'

const TITLES: Record<TermsKind, string> = { service: '이용약관', privacy: '개인정보처리방침' }

/** Both documents of the `terms` global, rendered once per content version. */
export const getTermsDocuments = publicContent(async () => {
  const terms = await cmsGet<Term>('/api/globals/terms?depth=1')
  const document = (kind: TermsKind): TermsDocument => ({
    kind,
    title: TITLES[kind],
    effectiveDate: formatDate(terms[kind]?.effectiveDate),
    html: renderRichText(terms[kind]?.content),
  })
  return { service: document('service'), privacy: document('privacy') }
})
