// Attack: a script sends a body larger than any form or payload of ours, declared or streamed
// without a length, to make a server hold it in memory (docs/decisions/0032). Each post here sends
// a little more than the server's bound and then holds the rest back without ending the body: a
// server that read bodies whole would wait for the rest and never answer. Both servers answer —
// the storefront once past what the largest form carries (less for a visitor not signed in), the
// CMS at once when the declared length is too large, else by closing the connection past its bound.
import { expect, test } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { signInAsOwnCustomer } from './account-support'
import { cmsURL, fromStorefront, ownClientAddress, serverFunctions, webURL } from './support'

const HANGUL = /[가-힣]/
const MB = 1024 * 1024

/**
 * POSTs `opening` and then `sent` bytes, as fast as the server takes them, and holds the rest of
 * the body back (chunked, or short of a declared length); resolves with the answer, or status 0
 * when the server closed the connection instead.
 */
function postAndHold(path: string, headers: Record<string, string>, opening: string, sent: number, base = webURL) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const url = new URL(path, base)
    const chunk = Buffer.alloc(MB, 0x20)
    let written = 0
    let answered = false
    const post = httpRequest({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers }, (response) => {
      answered = true
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (part: string) => (body += part))
      response.on('end', () => {
        post.destroy()
        resolve({ status: response.statusCode ?? 0, body })
      })
    })
    post.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return
      if (written > 0 && ['ECONNRESET', 'EPIPE'].includes(error.code ?? '')) resolve({ status: 0, body: error.code! })
      else reject(error)
    })
    const write = () => {
      while (!answered && written < sent) {
        written += chunk.length
        if (!post.write(chunk)) return void post.once('drain', write)
      }
    }
    post.write(opening)
    write()
  })
}

test('a post larger than any form is answered before it is read whole, signed out or in', async ({ page }, testInfo) => {
  test.setTimeout(120_000)
  // A customer of its own, with a client address of its own: its write limits are no other test's.
  const address = await ownClientAddress(page.context())
  await signInAsOwnCustomer(page, testInfo, 'oversized')
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'session')!
  const photo = '--b\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n'
  const asForm = { ...fromStorefront, 'content-type': 'multipart/form-data; boundary=b', accept: 'application/json' }
  for (const path of [
    '/api/service/request',
    '/api/service/message',
    '/api/trade-in/request',
    '/api/devices/register',
    '/api/devices/check',
    '/api/identity/start',
  ]) {
    // Signed out: past a form of fields (64 KB), sent to sign in or refused.
    const visitor = await postAndHold(path, { ...asForm, 'x-forwarded-for': `2001:db8:e::${randomUUID().slice(0, 4)}` }, photo, MB)
    expect(visitor.status, `${path} signed out`).toBeGreaterThanOrEqual(300)
    expect(visitor.status, `${path} signed out`).toBeLessThan(500)
  }
  for (const path of ['/api/service/request', '/api/service/message', '/api/trade-in/request', '/api/devices/register']) {
    // Signed in: past what the largest form carries (five 10 MB photos), refused in Korean.
    const signedIn = await postAndHold(path, { ...asForm, cookie: `session=${session.value}`, 'x-forwarded-for': address }, photo, 56 * MB)
    expect(signedIn.status, `${path} signed in: ${signedIn.body.slice(0, 200)}`).toBe(path === '/api/devices/register' ? 409 : 413)
    if (signedIn.status === 413) expect(signedIn.body).toMatch(HANGUL)
  }
  // A server function's payload: past the largest a payload may be (4 MB).
  const fn = await postAndHold(
    `/_serverFn/${serverFunctions().get('createSession')}`,
    { ...fromStorefront, 'x-tsr-serverfn': 'true', 'content-type': 'application/json' },
    '{"t":',
    8 * MB,
  )
  expect(fn.status).toBe(413)
  expect(fn.body).toMatch(HANGUL)
})

test('the CMS refuses a body larger than any it takes before reading it whole', async () => {
  for (const [path, type] of [
    ['/api/serials/check', 'application/json'],
    ['/api/attachments', 'multipart/form-data; boundary=b'],
    ['/api/graphql', 'application/json'],
  ] as const) {
    const headers = { 'content-type': type, 'x-forwarded-for': `2001:db8:c::${randomUUID().slice(0, 4)}` }
    // Declared at 200 MB: a 413 in Korean at once.
    const declared = await postAndHold(path, { ...headers, 'content-length': String(200 * MB) }, '{"serialNumber":"', MB, cmsURL)
    expect(declared.status, `${path}: ${declared.body.slice(0, 200)}`).toBe(413)
    expect(declared.body).toMatch(HANGUL)
    // Chunked past the bound (21 MB): the connection closed, or the body refused.
    const chunked = await postAndHold(path, headers, '{"serialNumber":"', 24 * MB, cmsURL)
    expect([0, 400, 413], `${path} chunked: ${chunked.body.slice(0, 200)}`).toContain(chunked.status)
  }
})
