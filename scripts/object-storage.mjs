// `npm run object-storage`: the object store of the replicas command (OpenStack Swift's S3 API,
// scripts/lib/object-storage.mjs) on its own, until Ctrl-C; docker-compose.yml's `objects` service
// runs it. OBJECT_STORAGE_DIR, OBJECT_STORAGE_HOST and OBJECT_STORAGE_PORT say where; S3_BUCKET,
// S3_ACCESS_KEY_ID (`<account>:<user>`) and S3_SECRET_ACCESS_KEY which bucket and credentials
// (unset: the local ones). The bucket is created when missing; files are kept between starts.
import { resolve } from 'node:path'
import { startObjectStorage } from './lib/object-storage.mjs'
import { stopAll, stopOnSignals } from './lib/processes.mjs'

stopOnSignals()
const given = (name) => process.env[name] || undefined
try {
  const port = Number(process.env.OBJECT_STORAGE_PORT || 3400)
  const settings = await startObjectStorage({
    dir: resolve(process.env.OBJECT_STORAGE_DIR || '.data/object-storage'),
    port,
    host: process.env.OBJECT_STORAGE_HOST || '127.0.0.1',
    bucket: given('S3_BUCKET'),
    accessKeyId: given('S3_ACCESS_KEY_ID'),
    secretAccessKey: given('S3_SECRET_ACCESS_KEY'),
  })
  console.log(`object storage: bucket "${settings.S3_BUCKET}" at ${settings.S3_ENDPOINT} (S3 API), access key ${settings.S3_ACCESS_KEY_ID}`)
} catch (error) {
  console.error(error.message)
  await stopAll()
  process.exit(1)
}
