// The bench's ceiling (docs/decisions/0025): the HTML of each public page served as a plain file by the same
// server the storefront runs on (srvx, its static middleware), in a process of its own.
// Usage: node scripts/lib/static-ceiling.mjs <dir> <port>
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const [dir, port] = process.argv.slice(2)
const srvx = (file) => import(pathToFileURL(join(import.meta.dirname, '../../web/node_modules/srvx/dist', file)).href)
const { serve } = await srvx('adapters/node.mjs')
const { staticMiddleware } = await srvx('static.mjs')

serve({
  port: Number(port),
  middleware: [staticMiddleware({ dir })],
  fetch: () => new Response('not found', { status: 404 }),
})
