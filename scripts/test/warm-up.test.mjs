import assert from 'node:assert/strict'
import { createServer } from 'node:http'
import { after, describe, it } from 'node:test'
import { FIRST_PAGES, warmFirstPages } from '../lib/warm-up.mjs'

/** A server that records the paths asked of it; a path in `broken` has its connection reset. */
async function recorder({ broken = [] } = {}) {
  const asked = []
  const server = createServer((request, response) => {
    asked.push(request.url)
    if (broken.includes(request.url)) return request.socket.destroy()
    response.end('ok')
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { asked, server, url: `http://127.0.0.1:${server.address().port}` }
}

describe('dev warm-up of the first pages', () => {
  const servers = []
  after(() => servers.forEach(({ server }) => server.close()))

  it('asks the CMS for the admin panel and the storefront for its first pages, once each, and says what each took', async () => {
    const [cms, web] = await Promise.all([recorder(), recorder()])
    servers.push(cms, web)
    const lines = []
    const results = await warmFirstPages({ cms: cms.url, web: web.url }, { log: (line) => lines.push(line) })
    assert.deepEqual(cms.asked, FIRST_PAGES.cms)
    assert.deepEqual(web.asked, FIRST_PAGES.web)
    assert.ok(FIRST_PAGES.cms.includes('/admin/login'))
    assert.equal(results.length, FIRST_PAGES.cms.length + FIRST_PAGES.web.length)
    assert.match(lines[0], /Warming .*\/admin\/login.* in the background/)
    assert.match(lines.at(-1), /^ {2}Warmed \(\/admin\/login \d+\.\d s, \/ \d+\.\d s/)
  })

  it('goes on past a page that fails, and says so without throwing', async () => {
    const [cms, web] = await Promise.all([recorder(), recorder({ broken: ['/login'] })])
    servers.push(cms, web)
    const lines = []
    const results = await warmFirstPages({ cms: cms.url, web: web.url }, { log: (line) => lines.push(line) })
    assert.deepEqual(web.asked, FIRST_PAGES.web)
    assert.equal(results.find(({ url }) => url.endsWith('/login') && !url.includes('admin')).status, null)
    assert.match(lines.at(-1), /\/login failed/)
  })
})
