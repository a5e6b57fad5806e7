// Servers a journey starts of its own (a CMS or a storefront with settings the suite's must not
// have: no proxy trusted, a tiny budget, a short idle timeout), on a free port, stopped after it.
import type { ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

/** A port free on the loopback now, for a server this journey starts. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })

/** Stops a server this journey started, and waits until it has left (its port and database connections free). */
export async function stopServer(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  await exited
}
