import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { ko } from '@payloadcms/translations/languages/ko'
import { buildConfig } from 'payload'
import { Users } from './collections/Users'
import { health } from './endpoints/health'
import { env } from './env'
import { Footer } from './globals/Footer/config'
import { Site } from './globals/Site/config'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: env.PAYLOAD_SECRET,
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: '· 관리자' },
  },
  i18n: { supportedLanguages: { ko }, fallbackLanguage: 'ko' },
  collections: [Users],
  globals: [Footer, Site],
  endpoints: [health],
  cors: [env.WEB_URL],
  // No csrf allow-list: once set, Payload ignores the staff cookie on any request whose Origin is
  // not listed, which includes the admin panel's own POSTs. The cookie is SameSite=Lax, so other
  // sites cannot send it; the storefront authenticates with headers, never with this cookie.
  db: postgresAdapter({
    pool: { connectionString: env.DATABASE_URL, connectionTimeoutMillis: 10_000 },
    // Schema changes only through committed migrations, never a push (push prompts and can drop data).
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  // The storefront imports payload-types.ts without depending on payload, so the module
  // augmentation lives in payload-types.augment.d.ts instead of the generated file.
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), declare: false },
  telemetry: false,
})
