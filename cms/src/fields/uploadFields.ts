import type { Field, ImageSize } from 'payload'

/**
 * Korean labels for the fields Payload adds to every upload collection (its own are English:
 * "MIME Type", "Thumbnail URL"); Payload merges fields of the same name into its own.
 */
export const uploadFieldLabels: Field[] = [
  { name: 'mimeType', type: 'text', label: '파일 형식' },
  { name: 'thumbnailURL', type: 'text', label: '미리보기 이미지 주소' },
  { name: 'url', type: 'text', label: '주소' },
]

/** An image size kept out of the list's columns, filters and grouping, which would name it in English. */
export const imageSize = (size: ImageSize): ImageSize => ({ ...size, admin: { disableListColumn: true, disableListFilter: true, disableGroupBy: true } })
