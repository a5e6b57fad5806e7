import { s3Storage } from '@payloadcms/storage-s3'
import { env } from '@/env'

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
export const objectStorage = s3Storage({
  enabled: Boolean(env.S3_BUCKET),
  alwaysInsertFields: true,
  bucket: env.S3_BUCKET ?? '',
  collections: { media: { prefix: 'media' }, attachments: { prefix: 'attachments' } },
  config: {
    region: env.S3_REGION,
    ...(env.S3_ENDPOINT && { endpoint: env.S3_ENDPOINT }),
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    ...(env.S3_ACCESS_KEY_ID && { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' } }),
  },
})
