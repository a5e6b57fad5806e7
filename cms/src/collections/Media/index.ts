import type { CollectionConfig } from 'payload'
import { imageSize, uploadFieldLabels } from '@/fields/uploadFields'
import { anyoneWhereItExists } from '@/access/anyoneWhereItExists'
import { isAdminOrManager } from '@/access/isAdminOrManager'
import { bumpContentVersionHook } from '@/hooks/bumpContentVersion'
import { uploadDir } from '@/lib/uploadDir'

const webp = { format: 'webp', options: { quality: 78 } } as const

/** Public images of content: products, posts, banners, the share image. */
export const Media: CollectionConfig<'media'> = {
  slug: 'media',
  labels: { singular: '이미지', plural: '이미지' },
  admin: { group: '콘텐츠', useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: { read: anyoneWhereItExists, create: isAdminOrManager, update: isAdminOrManager, delete: isAdminOrManager },
  hooks: { afterChange: [bumpContentVersionHook], afterDelete: [bumpContentVersionHook] },
  upload: {
    staticDir: uploadDir('media'),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
    // The sizes pages show are WebP whatever was uploaded (a third to a half of a PNG or JPEG of the
    // same width, decoded by every browser we support); AVIF would be smaller still but takes sharp
    // seconds per image on upload. The share image stays in the upload's format: link previews
    // (KakaoTalk, messengers) do not all read WebP. docs/decisions/0026.
    imageSizes: [
      imageSize({ name: 'thumbnail', width: 320, formatOptions: webp }),
      imageSize({ name: 'card', width: 768, formatOptions: webp }),
      imageSize({ name: 'hero', width: 1600, formatOptions: webp }),
      imageSize({ name: 'share', width: 1200, height: 630, position: 'centre' }),
    ],
  },
  fields: [
    ...uploadFieldLabels,
    {
      name: 'alt',
      type: 'text',
      label: '대체 텍스트',
      required: true,
      admin: { description: '이미지를 볼 수 없는 사람에게 읽어 줄 설명입니다. 예: 바포레 에어 본체 정면' },
    },
  ],
}
