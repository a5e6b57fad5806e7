// Attack: a script sends a body larger than any form or payload of ours — 200 MB, declared or
// streamed without a length — to make a server hold it in memory (docs/decisions/0032). Both
// servers answer before reading it whole: the storefront once past what the largest form carries
// (less for a visitor not signed in), the CMS once past its largest upload.
import { expect, test } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { signInAsOwnCustomer } from './account-support'
import { cmsURL, fromStorefront, ownClientAddress, serverFunctions, webURL } from './support'

const HANGUL = /[가-힣]/
const TOTAL = 200 * 1024 * 1024

/**
 * POSTs `total` bytes as a script can, chunked with no length declared unless `headers` declares
 * one, as fast as the server takes them; resolves with the answer and how much had been sent when
 * it came, or status 0 when the server closed the connection instead.
 */
function streamPost(path: string, headers: Record<string, string>, opening: string, total: number, base = webURL) {
  return new Promise<{ status: number; body: string; sentWhenAnswered: number }>((resolve, reject) => {
    const url = new URL(path, base)
    const chunk = Buffer.alloc(1024 * 1024, 0x20)
    let sent = 0
    let answered = false
    const post = httpRequest({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers }, (response) => {
      answered = true
      const sentWhenAnswered = sent
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (part: string) => (body += part))
      response.on('end', () => {
        post.destroy()
        resolve({ status: response.statusCode ?? 0, body, sentWhenAnswered })
      })
    })
    post.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return
      if (sent > 0 && ['ECONNRESET', 'EPIPE'].includes(error.code ?? '')) resolve({ status: 0, body: error.code!, sentWhenAnswered: sent })
      else reject(error)
    })
    const write = () => {
      while (!answered && sent < total) {
        sent += chunk.length
        if (!post.write(chunk)) return void post.once('drain', write)
      }
      if (!answered) post.end()
    }
    post.write(opening)
    write()
  })
}

test('a post larger than any form is answered before it is read whole, signed out or in', async ({ page }, testInfo) => {
  test.setTimeout(120_000)
  // A customer of its own: the write limits the fuzz above spends are not this one's.
  const address = await ownClientAddress(page.context())
  await signInAsOwnCustomer(page, testInfo, 'oversized')
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'session')!
  const photo = '--b\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n'
  const asForm = { ...fromStorefront, 'content-type': 'multipart/form-data; boundary=b', accept: 'application/json' }
  for (const path of ['/api/service/request', '/api/trade-in/request', '/api/devices/register', '/api/devices/check', '/api/devices/adult']) {
    // Signed out: sent to sign in, having read no more than a form of fields.
    const visitor = await streamPost(path, { ...asForm, 'x-forwarded-for': `2001:db8:e::${randomUUID().slice(0, 4)}` }, photo, TOTAL)
    expect(visitor.status, `${path} signed out`).toBeLessThan(500)
    expect(visitor.sentWhenAnswered, `${path} signed out: bytes sent when answered`).toBeLessThan(16 * 1024 * 1024)
  }
  for (const path of ['/api/service/request', '/api/trade-in/request', '/api/devices/register']) {
    // Signed in: refused in Korean once past what the largest form carries (five 10 MB photos).
    const signedIn = await streamPost(path, { ...asForm, cookie: `session=${session.value}`, 'x-forwarded-for': address }, photo, TOTAL)
    expect(signedIn.status, `${path} signed in: ${signedIn.body.slice(0, 200)}`).toBe(path === '/api/devices/register' ? 409 : 413)
    expect(signedIn.sentWhenAnswered, `${path} signed in: bytes sent when answered`).toBeLessThan(80 * 1024 * 1024)
    if (signedIn.status === 413) expect(signedIn.body).toMatch(HANGUL)
  }
  // A server function's payload, read no further than the largest payload goes.
  const fn = await streamPost(
    `/_serverFn/${serverFunctions().get('createSession')}`,
    { ...fromStorefront, 'x-tsr-serverfn': 'true', 'content-type': 'application/json' },
    '{"t":',
    TOTAL,
  )
  expect(fn.status).toBe(413)
  expect(fn.body).toMatch(HANGUL)
  expect(fn.sentWhenAnswered).toBeLessThan(16 * 1024 * 1024)
})

test('the CMS refuses a body larger than any it takes before reading it whole', async () => {
  for (const [path, type] of [
    ['/api/serials/check', 'application/json'],
    ['/api/attachments', 'multipart/form-data; boundary=b'],
    ['/api/graphql', 'application/json'],
  ] as const) {
    const headers = { 'content-type': type, 'x-forwarded-for': `2001:db8:c::${randomUUID().slice(0, 4)}` }
    // Declared: a 413 in Korean before any of it is read.
    const declared = await streamPost(path, { ...headers, 'content-length': String(TOTAL) }, '{"serialNumber":"', TOTAL, cmsURL)
    expect(declared.status, `${path}: ${declared.body.slice(0, 200)}`).toBe(413)
    expect(declared.body).toMatch(HANGUL)
    expect(declared.sentWhenAnswered, `${path} declared: bytes sent when answered`).toBeLessThan(16 * 1024 * 1024)
    // Chunked: the connection closed once the bound (21 MB) is passed, or refused before.
    const chunked = await streamPost(path, headers, '{"serialNumber":"', TOTAL, cmsURL)
    expect([0, 400, 413], `${path} chunked: ${chunked.body.slice(0, 200)}`).toContain(chunked.status)
    expect(chunked.sentWhenAnswered, `${path} chunked: bytes sent when answered`).toBeLessThan(64 * 1024 * 1024)
  }
})
