// `pnpm --filter @storefront/cms seed` (payload run): seeds the database DATABASE_URL names.
import config from '@payload-config'
import { getPayload } from 'payload'
import { seedLocalRun } from './local'

const payload = await getPayload({ config })
await seedLocalRun(payload)
await payload.destroy()
