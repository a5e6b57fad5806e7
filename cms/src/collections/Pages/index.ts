import type { CollectionConfig } from 'payload'
import { isAdminOrManager } from '@/access/isAdminOrManager'
import { isStaff } from '@/access/isStaff'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { slugField } from '@/fields/slug'
import { bumpContentVersionHook } from '@/hooks/bumpContentVersion'
import { previewLink } from '@/lib/previewLink'

/** Free pages the storefront serves at /{slug}, such as /korea. */
export const Pages: CollectionConfig<'pages'> = {
  slug: 'pages',
  labels: { singular: '페이지', plural: '페이지' },
  admin: {
    group: '콘텐츠',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    // Staff see a draft on the storefront as it will look, without it being public.
    preview: previewLink('pages'),
  },
  // Versions hold drafts: staff only, like the drafts themselves.
  access: { read: publishedOrStaff, readVersions: isStaff, create: isAdminOrManager, update: isAdminOrManager, delete: isAdminOrManager },
  // Drafts let staff prepare and preview a page before it is public.
  versions: { drafts: true, maxPerDoc: 25 },
  hooks: { afterChange: [bumpContentVersionHook], afterDelete: [bumpContentVersionHook] },
  fields: [
    { name: 'title', type: 'text', label: '제목', required: true },
    { name: 'description', type: 'textarea', label: '설명', maxLength: 200, admin: { description: '검색 결과와 공유 미리보기에 쓰입니다.' } },
    { name: 'heroImage', type: 'upload', relationTo: 'media', label: '대표 이미지' },
    { name: 'content', type: 'richText', label: '본문', required: true },
    slugField('스토어 주소가 됩니다. 예: korea → /korea'),
  ],
}
