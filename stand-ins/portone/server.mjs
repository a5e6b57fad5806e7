// Starts the PortOne stand-in (scripts/lib/portone-stand-in.mjs does, for dev and tests).
// PORT, PORTONE_STORE_ID and PORTONE_CHANNEL_KEY (the store and identity-verification channel the
// browser SDK must name), PORTONE_API_SECRET (what the REST API's `Authorization: PortOne …` must carry).
import { createPortOneStandIn } from './portone.mjs'

const { PORT, PORTONE_STORE_ID, PORTONE_CHANNEL_KEY, PORTONE_API_SECRET } = process.env
if (!PORT || !PORTONE_STORE_ID || !PORTONE_CHANNEL_KEY || !PORTONE_API_SECRET) {
  console.error('PORT, PORTONE_STORE_ID, PORTONE_CHANNEL_KEY and PORTONE_API_SECRET are required')
  process.exit(1)
}

const { server } = createPortOneStandIn({ storeId: PORTONE_STORE_ID, channelKey: PORTONE_CHANNEL_KEY, apiSecret: PORTONE_API_SECRET })
server.listen(Number(PORT), '127.0.0.1', () => console.log(`PortOne stand-in on http://127.0.0.1:${PORT}`))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))
