// A local SMTP catcher for dev and tests: takes every mail the CMS sends (smtp-server, parsed with
// mailparser, both from the nodemailer project) and keeps it in memory, readable over HTTP:
//   GET  /messages?to=<address>  the mails to that address, oldest first (all without `to`)
//   POST /fail-next?to=<address>&count=N  the next N mails to that address are refused with a
//                                temporary error (451), as a mail server that is down for a moment
//                                would: tests of the retries, each with an address of its own
//   GET  /refused?to=<address>   how many mails to that address were refused so far
//   POST /outage?seconds=N       for the next N seconds every mail is refused at RCPT TO with a
//                                temporary error (451), as a relay that is down would answer; the
//                                sender keeps its mail and must try again (seconds=0 ends it)
//   GET  /outage                 whether an outage is on, until when, and how many mails it refused
//   POST /latency?ms=N           every connection waits N ms for the server's greeting from now on,
//                                as with a relay across the internet: sends take that long (0 ends it)
//   GET  /health
import { createServer } from 'node:http'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

const addressesOf = (field) => [field ?? []].flat().flatMap((group) => group.value.map((entry) => entry.address?.toLowerCase()))

export function createMailCatcher() {
  /** @type {Array<{ id: number, from: string | undefined, fromName: string | undefined, to: string[], subject: string, text: string, html: string, date: string }>} */
  const messages = []
  /** Address → how many more mails to it are refused. */
  const failNext = new Map()
  /** Address → how many mails to it were refused. */
  const refusals = new Map()
  /** Until when every mail is refused (ms since the epoch), and how many were. */
  const outage = { until: 0, refused: 0 }
  let latencyMs = 0
  const outageState = () => ({ refusing: Date.now() < outage.until, until: new Date(outage.until).toISOString(), refused: outage.refused })
  const refuse = (address) => refusals.set(address, (refusals.get(address) ?? 0) + 1)

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(session, callback) {
      setTimeout(callback, latencyMs)
    },
    // An outage answers every recipient, of every mail, with 451: the whole transaction fails and
    // nodemailer (the CMS's transport) rejects the send, as with a real relay that is down.
    onRcptTo(address, session, callback) {
      if (Date.now() >= outage.until) return callback()
      outage.refused += 1
      refuse(address.address.toLowerCase())
      callback(Object.assign(new Error('4.3.2 Mail catcher is refusing mail for a while, try again later'), { responseCode: 451 }))
    },
    onData(stream, session, callback) {
      const refused = session.envelope.rcptTo.map(({ address }) => address.toLowerCase()).find((address) => failNext.get(address) > 0)
      if (refused) {
        failNext.set(refused, failNext.get(refused) - 1)
        refuse(refused)
        stream.resume()
        stream.on('end', () => callback(Object.assign(new Error('Mail catcher refuses this one for a test'), { responseCode: 451 })))
        return
      }
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            id: messages.length + 1,
            from: addressesOf(mail.from)[0],
            // The sender's name as the reader's mail program shows it ("VAPORE 고객센터").
            fromName: mail.from?.value[0]?.name || undefined,
            to: addressesOf(mail.to),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            date: new Date().toISOString(),
          })
          callback()
        })
        .catch(callback)
    },
  })

  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const json = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (url.pathname === '/health') return json(200, { ok: true })
    if (url.pathname === '/messages' && request.method === 'GET') {
      const to = url.searchParams.get('to')?.toLowerCase()
      return json(
        200,
        messages.filter((message) => !to || message.to.includes(to)),
      )
    }
    if (url.pathname === '/refused' && request.method === 'GET') {
      return json(200, { count: refusals.get(url.searchParams.get('to')?.toLowerCase()) ?? 0 })
    }
    if (url.pathname === '/fail-next' && request.method === 'POST') {
      const to = url.searchParams.get('to')?.toLowerCase()
      if (!to) return json(400, { error: 'to is required' })
      failNext.set(to, Math.max(0, Number(url.searchParams.get('count') ?? 1)))
      return json(200, { to, count: failNext.get(to) })
    }
    if (url.pathname === '/outage' && request.method === 'POST') {
      const seconds = Number(url.searchParams.get('seconds') ?? NaN)
      if (!Number.isFinite(seconds) || seconds < 0) return json(400, { error: 'seconds must be a number ≥ 0' })
      outage.until = Date.now() + seconds * 1000
      return json(200, outageState())
    }
    if (url.pathname === '/outage' && request.method === 'GET') return json(200, outageState())
    if (url.pathname === '/latency' && request.method === 'POST') {
      const ms = Number(url.searchParams.get('ms') ?? NaN)
      if (!Number.isFinite(ms) || ms < 0) return json(400, { error: 'ms must be a number ≥ 0' })
      latencyMs = ms
      return json(200, { latencyMs })
    }
    json(404, { error: 'not found' })
  })

  return { smtp, http }
}
