// Starts the postcode stand-in (scripts/lib/postcode-stand-in.mjs does, for dev and tests) on PORT.
import { createPostcodeStandIn } from './postcode.mjs'

const { PORT } = process.env
if (!PORT) {
  console.error('PORT is required')
  process.exit(1)
}

const { server } = createPostcodeStandIn()
server.listen(Number(PORT), '127.0.0.1', () => console.log(`postcode stand-in on http://127.0.0.1:${PORT}`))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))
