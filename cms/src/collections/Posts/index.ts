import type { CollectionConfig } from 'payload'
import { isAdminOrManager } from '@/access/isAdminOrManager'
import { isStaff } from '@/access/isStaff'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { bumpContentVersionHook } from '@/hooks/bumpContentVersion'
import { previewLink } from '@/lib/previewLink'
import { postCategories } from '@storefront/rules/post-categories'
import { stampPublishedAt } from './hooks/stampPublishedAt'

/** Notices, events and guides at /posts/{postId}; the warranty policy is one of them (chosen in `site`). */
export const Posts: CollectionConfig<'posts'> = {
  slug: 'posts',
  labels: { singular: '게시글', plural: '게시글' },
  admin: {
    group: '콘텐츠',
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', '_status', 'publishedAt'],
    listSearchableFields: ['title', 'excerpt'],
    // Staff see a draft on the storefront as it will look, without it being public.
    preview: previewLink('posts'),
  },
  access: {
    read: publishedOrStaff,
    readVersions: isStaff,
    create: isAdminOrManager,
    update: isAdminOrManager,
    delete: isAdminOrManager,
  },
  versions: { drafts: true, maxPerDoc: 25 },
  defaultSort: '-publishedAt',
  hooks: {
    beforeChange: [stampPublishedAt],
    afterChange: [bumpContentVersionHook],
    afterDelete: [bumpContentVersionHook],
  },
  fields: [
    { name: 'title', type: 'text', label: '제목', required: true, maxLength: 120 },
    {
      name: 'excerpt',
      type: 'textarea',
      label: '요약',
      maxLength: 200,
      admin: { description: '목록과 검색 결과, 공유 미리보기에 쓰입니다.' },
    },
    { name: 'heroImage', type: 'upload', relationTo: 'media', label: '대표 이미지' },
    { name: 'content', type: 'richText', label: '본문', required: true },
    {
      name: 'category',
      type: 'select',
      label: '분류',
      required: true,
      defaultValue: 'notice',
      index: true,
      options: [...postCategories],
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      label: '게시일',
      index: true,
      admin: { position: 'sidebar', description: '비워 두면 처음 게시할 때 자동으로 채워집니다.' },
    },
  ],
}
