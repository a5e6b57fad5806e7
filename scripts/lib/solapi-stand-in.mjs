// The local stand-in for SOLAPI (stand-ins/solapi), for dev and tests: the CMS's KakaoTalk notices
// and text messages go there instead of to api.solapi.com, through the SDK's own code, and tests
// read what it received. The templates it holds are the CMS's own (cms/src/notices/templates.ts),
// registered for the site's address, each under its local id.
import { join } from 'node:path'
import { localTemplateIds, noticeTemplates } from '../../cms/src/notices/templates.ts'
import { answers, startService } from './processes.mjs'

/** Any values work: the stand-in accepts the account it is started with. */
const LOCAL_ACCOUNT = { apiKey: 'NCSLOCALSTANDIN', apiSecret: 'local-solapi-stand-in-secret-not-a-real-one', pfId: 'KA01PF-LOCAL', sender: '02-1234-5678' }

/** Starts the stand-in on `port`; returns the CMS's SOLAPI settings pointing at it. */
export async function startSolapiStandIn({ root, port, siteUrl }) {
  const base = `http://127.0.0.1:${port}`
  const ids = localTemplateIds()
  const templates = Object.entries(noticeTemplates(siteUrl)).map(([kind, template]) => ({
    id: ids[kind],
    content: template.content,
    buttons: template.buttons,
  }))
  await startService('solapi', process.execPath, [join(root, 'stand-ins/solapi/server.mjs')], {
    cwd: root,
    env: {
      PORT: String(port),
      SOLAPI_API_KEY: LOCAL_ACCOUNT.apiKey,
      SOLAPI_API_SECRET: LOCAL_ACCOUNT.apiSecret,
      SOLAPI_PF_ID: LOCAL_ACCOUNT.pfId,
      SOLAPI_SENDER: LOCAL_ACCOUNT.sender,
      SOLAPI_TEMPLATES: JSON.stringify(templates),
    },
    ready: () => answers(`${base}/health`),
    timeoutMs: 30_000,
  })
  return {
    SOLAPI_API_URL: base,
    SOLAPI_API_KEY: LOCAL_ACCOUNT.apiKey,
    SOLAPI_API_SECRET: LOCAL_ACCOUNT.apiSecret,
    SOLAPI_PF_ID: LOCAL_ACCOUNT.pfId,
    SOLAPI_SENDER: LOCAL_ACCOUNT.sender,
    SOLAPI_TEMPLATE_IDS: Object.entries(ids)
      .map(([kind, id]) => `${kind}=${id}`)
      .join(','),
    // A stand-in told to answer late should cost a test seconds, not the production default.
    SOLAPI_TIMEOUT_MS: '5000',
  }
}
