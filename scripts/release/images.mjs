// The three images of a release, built with podman from the repository's Dockerfiles
// (docs/decisions/0081). Each is tagged with a hash of what it is built from (its Dockerfile, the
// files its build reads, the base images' ids), and built only when no image of that tag exists.
// The base images come from scripts/release/base-images.sh when the machine has none.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { filesHash } from '../lib/builds.mjs'
import { root } from '../lib/stack.mjs'

/** Podman's settings for every call of the release scripts: runc and ulimits it is allowed (containers.conf). */
export const PODMAN_ENV = { ...process.env, CONTAINERS_CONF: join(root, 'scripts/release/containers.conf') }
const WORKSPACE = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', 'tsconfig.json', '.dockerignore', 'stand-ins/package.json']
const BASES = ['debian:bookworm-slim', 'node:24-bookworm-slim']

/** Our images, by the name the manifests give them, with the files each build reads. */
export const IMAGES = {
  web: { name: 'storefront/web', dockerfile: 'web/Dockerfile', inputs: [...WORKSPACE, 'web', 'rules', 'cms', ':!cms/Dockerfile'] },
  cms: { name: 'storefront/cms', dockerfile: 'cms/Dockerfile', inputs: [...WORKSPACE, 'cms', 'rules'] },
  pgbouncer: { name: 'storefront/pgbouncer', dockerfile: 'deploy/pgbouncer/Dockerfile', inputs: ['deploy/pgbouncer'] },
}
/** Not released: the managed PostgreSQL's stand-in for the release test. */
const POSTGRES_STAND_IN = {
  name: 'storefront/postgres-stand-in',
  dockerfile: 'deploy/images/postgres.Containerfile',
  inputs: ['deploy/images/postgres-entrypoint.sh'],
}

export const podman = (args, options = {}) => execFileSync('podman', args, { env: PODMAN_ENV, encoding: 'utf8', ...options }).trim()
const exists = (image) => spawnSync('podman', ['image', 'exists', image], { env: PODMAN_ENV }).status === 0

/** The machine's certificate authorities, for a registry reached through a proxy that re-signs TLS. */
const MACHINE_CAS = '/etc/ssl/certs/ca-certificates.crt'

/** Builds what is missing; returns each image's full name with its tag, e.g. `localhost/storefront/web:3f2a…`. */
export function buildImages({ log = console.log } = {}) {
  if (process.argv.includes('--new-bases') || !BASES.every(exists)) {
    log('[images] making the base images from Debian’s packages (scripts/release/base-images.sh)')
    execFileSync('bash', [join(root, 'scripts/release/base-images.sh')], { stdio: 'inherit', env: PODMAN_ENV })
  }
  const bases = BASES.map((base) => podman(['image', 'inspect', '--format', '{{.Id}}', base])).join(',')
  const built = {}
  for (const [key, { name, dockerfile, inputs }] of Object.entries({ ...IMAGES, postgres: POSTGRES_STAND_IN })) {
    const tag = `${name}:${filesHash([dockerfile, ...inputs], bases).slice(0, 16)}`
    built[key] = `localhost/${tag}`
    if (exists(tag)) {
      log(`[images] ${tag} is current`)
      continue
    }
    log(`[images] building ${tag} from ${dockerfile}`)
    const started = Date.now()
    const ca = existsSync(MACHINE_CAS) ? ['--volume', `${MACHINE_CAS}:/etc/build-ca.pem:ro`, '--build-arg', 'NODE_EXTRA_CA_CERTS=/etc/build-ca.pem'] : []
    execFileSync('nice', ['-n', '10', 'podman', 'build', '--layers', '--pull=never', ...ca, '-f', dockerfile, '-t', tag, '-t', `${name}:latest`, '.'], {
      cwd: root,
      env: PODMAN_ENV,
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    if (!exists(tag)) throw new Error(`podman build of ${dockerfile} made no ${tag}`)
    log(`[images] built ${tag} in ${Math.round((Date.now() - started) / 1000)} s`)
  }
  return built
}

/** Each image's size in MB as podman reports it. */
export function imageSizes(images) {
  return Object.fromEntries(
    Object.entries(images).map(([key, image]) => [key, Math.round(Number(podman(['image', 'inspect', '--format', '{{.Size}}', image])) / 1e6)]),
  )
}

if (import.meta.main) {
  const { postgres, ...images } = buildImages()
  console.log({ ...images, postgres }, imageSizes(images))
}
