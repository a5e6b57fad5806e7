// Starts the mail catcher (scripts/lib/mail-catcher.mjs does, for dev and tests): SMTP on
// SMTP_PORT, its HTTP API on HTTP_PORT, both on 127.0.0.1.
import { createMailCatcher } from './mail.mjs'

const { SMTP_PORT, HTTP_PORT } = process.env
if (!SMTP_PORT || !HTTP_PORT) {
  console.error('SMTP_PORT and HTTP_PORT are required')
  process.exit(1)
}

const { smtp, http } = createMailCatcher()
smtp.listen(Number(SMTP_PORT), '127.0.0.1', () => console.log(`Mail catcher: SMTP on 127.0.0.1:${SMTP_PORT}`))
http.listen(Number(HTTP_PORT), '127.0.0.1', () => console.log(`Mail catcher: mails on http://127.0.0.1:${HTTP_PORT}/messages`))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => smtp.close(() => http.close(() => process.exit(0))))
