// The Firebase Auth Emulator (firebase-tools, pure Node; works offline).
// See docs/decisions/0003-firebase-auth-emulator.md.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { answers, startService } from './processes.mjs'

/**
 * Starts the emulator for `projectId` on `port`. `hubPort` and `loggingPort` keep two instances
 * (dev and tests) from colliding on the emulator suite's own fixed ports. With `stateDir`, the
 * users are read from there at start and written back at exit and on `saveState()`, so a dev
 * run signs in the same people as the last one (the CMS keys customers by their uid).
 */
export async function startAuthEmulator({ root, workDir, projectId, port, hubPort, loggingPort, stateDir, name = 'auth-emulator' }) {
  mkdirSync(workDir, { recursive: true })
  const config = join(workDir, 'firebase.json')
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  )
  const base = `http://127.0.0.1:${port}`
  await startService(
    name,
    join(root, 'node_modules/.bin/firebase'),
    ['emulators:start', '--only', 'auth', '--project', projectId, '--config', config, ...stateArgs(stateDir)],
    {
      cwd: workDir,
      // CI=true keeps it from asking questions; it starts offline in about 8 s.
      env: { CI: 'true', NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '' },
      ready: () => answers(base),
      timeoutMs: 90_000,
    },
  )
  await enableImprovedEmailPrivacy(base, projectId)
  return {
    host: `127.0.0.1:${port}`,
    /** Writes the users to `stateDir` now: an exit that is not clean (a kill) skips the export on exit. */
    async saveState() {
      if (!stateDir) return
      const response = await fetch(`http://127.0.0.1:${hubPort}/_admin/export`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: stateDir, initiatedBy: 'storefront scripts' }),
      })
      if (!response.ok) throw new Error(`auth emulator: saving its users failed (${response.status} ${await response.text()})`)
    },
  }
}

function stateArgs(stateDir) {
  if (!stateDir) return []
  mkdirSync(stateDir, { recursive: true })
  // --import refuses a folder that holds no export yet (the very first run).
  const saved = existsSync(join(stateDir, 'firebase-export-metadata.json'))
  return [...(saved ? ['--import', stateDir] : []), '--export-on-exit', stateDir]
}

// Real projects created since 2023 have e-mail enumeration protection on; match them.
async function enableImprovedEmailPrivacy(base, projectId) {
  const response = await fetch(`${base}/emulator/v1/projects/${projectId}/config`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
  })
  if (!response.ok) throw new Error(`auth emulator: enabling e-mail privacy failed (${response.status})`)
}
