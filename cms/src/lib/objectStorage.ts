import { s3Storage } from '@payloadcms/storage-s3'
import type { Field, Plugin } from 'payload'
import { env } from '@/env'

/** The collections whose files may live in the bucket, each under its own prefix. */
const STORED = ['media', 'attachments'] as const

/**
 * Uploads in an S3-compatible bucket when S3_BUCKET is set, on local disk (UPLOADS_DIR) otherwise
 * (docs/decisions/0042). Each collection's files sit under its own prefix, so a content image and a
 * consumer's receipt of the same name never meet. Files are still served through the collection's
 * own file route (`/api/<collection>/file/<name>`) with its read access: the bucket stays private,
 * and no page ever links to it.
 *
 * `alwaysInsertFields` keeps the schema (the `prefix` column) and the admin panel's import map the
 * same with and without a bucket, so one build and one set of migrations serve both.
 */
const s3 = s3Storage({
  enabled: Boolean(env.S3_BUCKET),
  alwaysInsertFields: true,
  bucket: env.S3_BUCKET ?? '',
  collections: Object.fromEntries(STORED.map((slug) => [slug, { prefix: slug }])),
  config: {
    region: env.S3_REGION,
    ...(env.S3_ENDPOINT && { endpoint: env.S3_ENDPOINT }),
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    ...(env.S3_ACCESS_KEY_ID && { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' } }),
  },
})

/** The adapter's bookkeeping fields: named in Korean, and out of the list's columns and filters (staff never set them). */
const STORAGE_FIELD_LABELS: Record<string, string> = { prefix: '저장 폴더', _objectKey: '저장 키' }

const inKorean = (field: Field): Field =>
  'name' in field && field.name in STORAGE_FIELD_LABELS && field.type === 'text'
    ? { ...field, label: STORAGE_FIELD_LABELS[field.name], admin: { ...field.admin, hidden: true, disableListColumn: true, disableListFilter: true } }
    : field

export const objectStorage: Plugin = async (incoming) => {
  const config = await s3(incoming)
  return {
    ...config,
    collections: config.collections?.map((collection) =>
      (STORED as readonly string[]).includes(collection.slug) ? { ...collection, fields: collection.fields.map(inKorean) } : collection,
    ),
  }
}
