// `node scripts/set-up-database.mjs --migrate [--seed]` (from cms/): src/database/setUp.ts bundled
// (scripts/bundle.mjs) and run by Node itself: the migrations and the seed in one start of
// Payload, without the CLI's TypeScript loader (docs/decisions/0046).
import { pathToFileURL } from 'node:url'
import { bundle } from './bundle.mjs'

const setUp = await bundle('src/database/setUp.ts', 'set-up-database')
// As the Payload CLI sets it: no dev-mode reload socket in a one-off process.
process.env.DISABLE_PAYLOAD_HMR = 'true'
try {
  await import(pathToFileURL(setUp.file).href)
} finally {
  setUp.remove()
}
// As the Payload CLI ends: clients the seed opened (the Auth Emulator's, the mail transport) keep
// Node's event loop alive after Payload has closed its database connections.
process.exit(0)
