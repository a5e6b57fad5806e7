import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { Field } from 'payload'
import { anyone } from '@/access/anyone'
import { isAdminOrManager } from '@/access/isAdminOrManager'
import { validateHref, validateStorePath } from '@/fields/validators'
import { bumpContentVersionHook } from '@/hooks/bumpContentVersion'

// The plugin's own labels are English-only; these are what staff see.
const labels: Record<string, string> = { from: '보낼 주소(경로)', type: '리디렉션 종류' }
const toLabels: Record<string, string> = { type: '종류', reference: '연결할 문서', url: '연결할 주소' }

/** Korean labels and the house URL rules on the plugin's fields, keeping their names and shape. */
function localise(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (!('name' in field)) return field
    if (field.name === 'from' && field.type === 'text' && !field.hasMany)
      return { ...field, label: labels.from, validate: validateStorePath, admin: { description: '예: /event/2026-spring' } }
    if (field.name === 'type' && field.type === 'select') {
      const options = [
        { value: '301', label: '영구 이동 (301)' },
        { value: '302', label: '임시 이동 (302)' },
      ]
      return { ...field, label: labels.type, defaultValue: '301', options }
    }
    if (field.name === 'to' && field.type === 'group') {
      const to = field.fields.map((child) => {
        if (!('name' in child)) return child
        if (child.name === 'type' && child.type === 'radio') {
          return {
            ...child,
            label: toLabels.type,
            options: [
              { value: 'reference', label: '사이트 안 문서' },
              { value: 'custom', label: '직접 입력한 주소' },
            ],
          }
        }
        if (child.name === 'url' && child.type === 'text' && !child.hasMany) return { ...child, label: toLabels.url, validate: validateHref }
        return { ...child, label: toLabels[child.name] }
      })
      return { ...field, label: '연결할 곳', fields: to }
    }
    return field
  })
}

/** Redirects through the official plugin (docs/contract.md): to a post or page, or to any URL. */
export const redirects = redirectsPlugin({
  collections: ['posts', 'pages'],
  redirectTypes: ['301', '302'],
  overrides: {
    labels: { singular: '리디렉션', plural: '리디렉션' },
    admin: { group: '콘텐츠', useAsTitle: 'from', defaultColumns: ['from', 'to.type', 'type', 'updatedAt'] },
    // Public read: every storefront navigation is looked up in the redirect table.
    access: { read: anyone, create: isAdminOrManager, update: isAdminOrManager, delete: isAdminOrManager },
    hooks: { afterChange: [bumpContentVersionHook], afterDelete: [bumpContentVersionHook] },
    fields: ({ defaultFields }) => localise(defaultFields),
  },
})
