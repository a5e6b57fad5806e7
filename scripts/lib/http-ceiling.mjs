// The bench's ceiling for public pages (docs/decisions/0056): a bare node:http server sending each
// page's bytes exactly as the storefront sent them (its headers, its Brotli body) from memory, in a
// process of its own. Nothing on Node serves those bytes faster; the storefront is measured as a
// share of it. Usage: node scripts/lib/http-ceiling.mjs <pages.json> <port>, the file mapping each
// path and query to { headers, body (base64) }.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [file, port] = process.argv.slice(2)
const pages = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([path, { headers, body }]) => [path, { headers, body: Buffer.from(body, 'base64') }]),
)

createServer((request, response) => {
  const page = pages.get(request.url)
  if (!page) {
    response.writeHead(404).end()
    return
  }
  response.writeHead(200, page.headers).end(page.body)
}).listen(Number(port))
