// A database made ready in one start of Payload: the committed migrations (`--migrate`), then the
// seed (`--seed`). The project's scripts run it bundled (cms/scripts/set-up-database.mjs), so Node
// loads it without a TypeScript loader: a third of the time of `payload migrate` and `pnpm seed`,
// which take a start each (docs/decisions/0046).
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { migrations } from '@/migrations'
import { seedLocalRun } from '@/seed/local'

type Migrations = NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']

const steps = new Set(process.argv.slice(2))
if (!steps.has('--migrate') && !steps.has('--seed')) throw new Error('set-up-database: say --migrate, --seed or both')

// As `payload migrate` starts it: without onInit, which reads tables the migrations may not have made yet.
const payload = await getPayload({ config, disableOnInit: true })
try {
  // The committed list (migrations/index.ts), as `prodMigrations` would pass it: Payload types a
  // migration's arguments as unknown, ours as the Postgres adapter's.
  if (steps.has('--migrate')) await payload.db.migrate({ migrations: migrations as unknown as Migrations })
  if (steps.has('--seed')) await seedLocalRun(payload)
} finally {
  await payload.destroy()
}
