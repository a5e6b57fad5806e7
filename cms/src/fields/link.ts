import type { Field } from 'payload'
import { validateHref } from './validators'

/** One footer/menu link: a storefront path or an external URL. */
export const linkFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'label', type: 'text', label: '표시 이름', required: true },
      { name: 'url', type: 'text', label: '주소', required: true, validate: validateHref },
      { name: 'newTab', type: 'checkbox', label: '새 탭에서 열기', defaultValue: false },
    ],
  },
]
