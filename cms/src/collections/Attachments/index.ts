import type { CollectionConfig } from 'payload'
import { imageSize, uploadFieldLabels } from '@/fields/uploadFields'
import { isAdmin } from '@/access/isAdmin'
import { isAdminOrCustomer } from '@/access/isAdminOrCustomer'
import { staffOrOwner } from '@/access/staffOrOwner'
import { idempotentCreate } from '@/endpoints/idempotentCreate'
import { customerField } from '@/fields/customer'
import { idempotencyKeyField } from '@/fields/idempotencyKey'
import { applyIdempotencyKey } from '@/hooks/applyIdempotencyKey'
import { consumerFileOnly } from '@/hooks/consumerFileOnly'
import { limitFileSize } from '@/hooks/limitFileSize'
import { setOwner } from '@/hooks/setOwner'
import { uploadDir } from '@/lib/uploadDir'

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024

/** Private consumer uploads (receipts, photos of a fault): only their owner and staff can read them. */
export const Attachments: CollectionConfig<'attachments'> = {
  slug: 'attachments',
  labels: { singular: '고객 첨부파일', plural: '고객 첨부파일' },
  admin: { group: '고객 서비스', useAsTitle: 'filename', defaultColumns: ['filename', 'kind', 'customer', 'createdAt'] },
  // Reading a file (GET /api/attachments/file/…) goes through `read` too, so it stays private.
  access: { read: staffOrOwner, create: isAdminOrCustomer, update: isAdmin, delete: isAdmin },
  endpoints: [idempotentCreate],
  hooks: {
    beforeOperation: [consumerFileOnly(), limitFileSize(ATTACHMENT_MAX_BYTES)],
    beforeChange: [setOwner, applyIdempotencyKey],
  },
  upload: {
    staticDir: uploadDir('attachments'),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'application/pdf'],
    adminThumbnail: 'thumbnail',
    imageSizes: [imageSize({ name: 'thumbnail', width: 320 })],
  },
  fields: [
    ...uploadFieldLabels,
    {
      name: 'kind',
      type: 'select',
      label: '종류',
      required: true,
      defaultValue: 'photo',
      options: [
        { value: 'receipt', label: '구매 영수증' },
        { value: 'photo', label: '제품 사진' },
      ],
    },
    customerField,
    idempotencyKeyField,
  ],
}
