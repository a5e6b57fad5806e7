// Starts the SOLAPI stand-in (scripts/lib/solapi-stand-in.mjs does, for dev and tests). PORT,
// SOLAPI_API_KEY and SOLAPI_API_SECRET (the account it accepts signatures of), SOLAPI_PF_ID (the
// KakaoTalk channel), SOLAPI_SENDER (the registered sender number) and SOLAPI_TEMPLATES (JSON: the
// registered templates, [{ id, content, buttons: [{ name, link }] }]).
import { createSolapiStandIn } from './solapi.mjs'

const { PORT, SOLAPI_API_KEY, SOLAPI_API_SECRET, SOLAPI_PF_ID, SOLAPI_SENDER, SOLAPI_TEMPLATES } = process.env
if (!PORT || !SOLAPI_API_KEY || !SOLAPI_API_SECRET || !SOLAPI_PF_ID || !SOLAPI_SENDER || !SOLAPI_TEMPLATES) {
  console.error('PORT, SOLAPI_API_KEY, SOLAPI_API_SECRET, SOLAPI_PF_ID, SOLAPI_SENDER and SOLAPI_TEMPLATES are required')
  process.exit(1)
}

const server = createSolapiStandIn({
  apiKey: SOLAPI_API_KEY,
  apiSecret: SOLAPI_API_SECRET,
  pfId: SOLAPI_PF_ID,
  senders: [SOLAPI_SENDER],
  templates: JSON.parse(SOLAPI_TEMPLATES),
})
server.listen(Number(PORT), '127.0.0.1', () => console.log(`SOLAPI stand-in on http://127.0.0.1:${PORT}`))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))
