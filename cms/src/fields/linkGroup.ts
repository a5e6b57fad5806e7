import type { GroupField } from 'payload'
import { linkFields } from './link'

/** A titled list of links, e.g. the footer's 'Shortcuts' group. */
export const linkGroup = ({ name, label, title }: { name: string; label: string; title: string }): GroupField => ({
  name,
  type: 'group',
  label,
  fields: [
    { name: 'title', type: 'text', label: '제목', required: true, defaultValue: title },
    { name: 'links', type: 'array', label: '링크', labels: { singular: '링크', plural: '링크' }, fields: linkFields },
  ],
})
