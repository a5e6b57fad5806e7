// The local SMTP catcher (stand-ins/mail), for dev and tests: the CMS sends its mails there
// instead of to a real mail server, and tests read them from its HTTP API.
import { join } from 'node:path'
import { answers, startService } from './processes.mjs'

/** Starts the catcher on `smtpPort` (SMTP) and `httpPort` (its API); returns the CMS's mail settings pointing at it. */
export async function startMailCatcher({ root, smtpPort, httpPort }) {
  const base = `http://127.0.0.1:${httpPort}`
  await startService('mail', process.execPath, [join(root, 'stand-ins/mail/server.mjs')], {
    cwd: root,
    env: { SMTP_PORT: String(smtpPort), HTTP_PORT: String(httpPort) },
    ready: () => answers(`${base}/health`),
    timeoutMs: 30_000,
  })
  return { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), SMTP_SECURE: 'false', MAIL_CATCHER_URL: base }
}
