// Fault control for the e2e run (docs/decisions/0019, "Faults"): a tiny HTTP server on 127.0.0.1 through
// which e2e/faults.spec.ts hangs and resumes the CMS (SIGSTOP/SIGCONT to its processes) and
// stops and starts PostgreSQL, the very processes this run started. Only `npm test` starts it; the
// journey skips itself without E2E_FAULTS_URL. Whatever a test leaves behind, stopping the run
// resumes the CMS first, so its graceful stop can happen.
import { createServer } from 'node:http'
import { descendants, onStop } from './processes.mjs'

/** @param {{ cms: import('node:child_process').ChildProcess, postgres: { stop(): Promise<void>, start(): Promise<void> } | null }} targets */
export async function startFaultControl({ cms, postgres }) {
  // pnpm runs the script in a process group of its own: signal every descendant, not the group.
  const signalCms = (signal) => {
    for (const pid of [cms.pid, ...descendants(cms.pid)]) process.kill(pid, signal)
  }
  let resumeTimer
  const actions = {
    // `?ms=N`: for N ms only, so the CMS answers late rather than never (a slow CMS).
    'POST /cms/hang': (query) => {
      signalCms('SIGSTOP')
      clearTimeout(resumeTimer)
      const ms = Number(query.get('ms'))
      if (ms > 0) resumeTimer = setTimeout(() => signalCms('SIGCONT'), Math.min(ms, 60_000))
    },
    'POST /cms/resume': () => {
      clearTimeout(resumeTimer)
      signalCms('SIGCONT')
    },
    ...(postgres && { 'POST /postgres/stop': () => postgres.stop(), 'POST /postgres/start': () => postgres.start() }),
  }
  const server = createServer(async (request, response) => {
    const url = new URL(request.url, 'http://faults')
    const action = actions[`${request.method} ${url.pathname}`]
    if (!action) return void response.writeHead(404).end()
    try {
      await action(url.searchParams)
      console.log(`[faults] ${request.url.slice(1)}`)
      response.writeHead(204).end()
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error))
    }
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  onStop(async () => {
    clearTimeout(resumeTimer)
    try {
      signalCms('SIGCONT')
    } catch {
      // already gone
    }
    server.close()
  })
  return `http://127.0.0.1:${server.address().port}`
}
