// Programs the scripts start that come from Debian rather than the npm registry (Chromium, the
// object-storage server, the load balancer): installed with apt the first time they are missing.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/**
 * Installs each package whose program is missing. `wanted` maps a program's path to the Debian
 * package that brings it. Only root can install; anyone else gets the list to install.
 */
export function ensureDebianPackages(wanted) {
  const missing = [...new Set(Object.entries(wanted).flatMap(([program, pkg]) => (existsSync(program) ? [] : [pkg])))]
  if (!missing.length) return
  if (process.getuid?.() !== 0) throw new Error(`missing Debian packages: install ${missing.join(', ')} (apt-get install ${missing.join(' ')})`)
  console.log(`[setup] installing Debian packages: ${missing.join(', ')}`)
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}
