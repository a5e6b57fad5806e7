// `npm start -- --replicas N`: the production shape of docker-compose.yml on one machine. N CMS and
// N storefront processes from the production builds, each under a supervisor that starts it again
// when it exits, behind HAProxy (from Debian's packages) on the ports `npm start` uses. Uploads go
// to the object storage the caller started (S3_* in `env`), since the CMS replicas share no disk.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { ensureDebianPackages } from './debian-packages.mjs'
import { accepts, answers, startService, superviseService } from './processes.mjs'
import { root, serverOutput } from './stack.mjs'

const HAPROXY = '/usr/sbin/haproxy'
const MAX_REPLICAS = 10
/**
 * How long a leaving replica goes on serving once it says it is not ready: HAProxy checks every
 * 500 ms and takes a server out after two failures, so by then it sends nothing new there.
 */
const SHUTDOWN_DELAY_MS = 2_000

/** The replicas' own ports: storefronts from `profile.replicaPorts`, CMSs ten above. */
function replicaPorts(profile, count) {
  return Array.from({ length: count }, (_, index) => ({
    web: { name: `web-${index + 1}`, port: profile.replicaPorts + index },
    cms: { name: `cms-${index + 1}`, port: profile.replicaPorts + MAX_REPLICAS + index },
  }))
}

/**
 * Starts `count` replicas of each server behind the load balancer; resolves once the balancer
 * answers on both ports. Returns the public URLs and each replica's supervisor handle by name.
 */
export async function startReplicas(profile, env, { count, dataDir }) {
  if (!Number.isInteger(count) || count < 1 || count > MAX_REPLICAS) throw new Error(`--replicas takes 1 to ${MAX_REPLICAS}, not ${count}`)
  if (!env.S3_BUCKET) throw new Error('replicas share no disk: start object storage first (S3_BUCKET)')
  const ports = replicaPorts(profile, count)
  const urls = { web: `http://localhost:${profile.webPort}`, cms: `http://localhost:${profile.cmsPort}` }
  const shared = {
    ...env,
    NODE_ENV: 'production',
    // Every request reaches a replica through the balancer, which appends the client's address.
    TRUSTED_PROXY_HOPS: '1',
    SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
  }
  const replicas = {}
  // Both balancers first, so a storefront replica's first health check finds the CMS's.
  await startBalancer(profile, ports, dataDir)

  await Promise.all(
    ports.map(({ cms }, index) =>
      superviseService(cms.name, process.execPath, ['server.mjs'], {
        cwd: join(root, 'cms'),
        env: {
          ...shared,
          PORT: String(cms.port),
          INSTANCE_ID: cms.name,
          // One replica runs the jobs queue (status mails); the others only serve requests.
          JOBS_AUTORUN: index === 0 ? 'true' : 'false',
        },
        ready: () => answers(`http://127.0.0.1:${cms.port}/api/health/ready`),
        timeoutMs: 120_000,
        output: serverOutput(cms.name),
      }).then((handle) => (replicas[cms.name] = handle)),
    ),
  )
  await Promise.all(
    ports.map(({ web }) =>
      superviseService(web.name, process.execPath, [join(root, 'web', profile.webOutputDir, 'server/index.mjs')], {
        cwd: join(root, 'web'),
        env: {
          ...shared,
          PORT: String(web.port),
          INSTANCE_ID: web.name,
          // Through the CMS's balancer, as a storefront replica elsewhere would reach it.
          CMS_URL: `http://127.0.0.1:${profile.cmsPort}`,
          RATE_LIMIT_DATABASE_URL: process.env.RATE_LIMIT_DATABASE_URL || env.DATABASE_URL,
        },
        ready: () => answers(`http://127.0.0.1:${web.port}/api/health/ready`),
        timeoutMs: 120_000,
        output: serverOutput(web.name),
      }).then((handle) => (replicas[web.name] = handle)),
    ),
  )
  // Up once the balancer has seen every replica healthy.
  const deadline = Date.now() + 30_000
  while (!(await everyReplicaSeen(urls, count))) {
    if (Date.now() > deadline) throw new Error('the load balancer did not reach every replica within 30 s')
    await sleep(250)
  }
  return { ...urls, replicas, ports }
}

/**
 * HAProxy on the profile's two public ports, in front of the servers `ports` lists (pairs of a
 * storefront's and a CMS's name and port); resolves once it listens. Also the release test's
 * stand-in for the ingress (scripts/test-release.mjs).
 */
export async function startBalancer(profile, ports, dataDir) {
  ensureDebianPackages({ [HAPROXY]: 'haproxy' })
  mkdirSync(dataDir, { recursive: true })
  const config = join(dataDir, 'haproxy.cfg')
  writeFileSync(config, haproxyConfig(profile, ports))
  await startService('haproxy', HAPROXY, ['-W', '-db', '-f', config], { ready: () => accepts(profile.cmsPort), timeoutMs: 30_000 })
}

/** True once health checks through each balancer have been answered by `count` different instances. */
export async function everyReplicaSeen(urls, count) {
  for (const url of [urls.cms, urls.web]) {
    const seen = new Set()
    for (let attempt = 0; attempt < count * 3 && seen.size < count; attempt += 1) {
      const response = await fetch(`${url}/api/health/ready`).catch(() => null)
      if (response?.ok) seen.add((await response.json()).instance)
    }
    if (seen.size < count) return false
  }
  return true
}

/**
 * HAProxy's settings in front of each server, shared with docker-compose.yml's balancer
 * (deploy/haproxy.cfg, checked by scripts/test/haproxy-config.test.mjs). Round robin over the
 * replicas that answer their readiness check (every 500 ms; out after two failures, back after two
 * passes). A request whose connection was refused (a replica that has just closed its port) goes
 * to another replica: nothing reached the first, so nothing is done twice. One request per server
 * connection, so no request is ever written onto a keep-alive connection a leaving replica is
 * closing that instant.
 */
export const BALANCER_DEFAULTS = [
  'mode http',
  'option forwardfor',
  'option http-server-close',
  'timeout connect 2s',
  'timeout client 70s',
  'timeout server 70s',
  'timeout http-keep-alive 60s',
  'retries 3',
  'option redispatch 1',
  'retry-on conn-failure',
]
export const BALANCER_BACKEND = [
  'balance roundrobin',
  'option httpchk GET /api/health/ready',
  'http-check expect status 200',
  'default-server inter 500ms fall 2 rise 2',
]

function haproxyConfig(profile, ports) {
  const indent = (lines) => lines.map((line) => `  ${line}`)
  const backend = (name, servers) => [
    `backend ${name}`,
    ...indent([...BALANCER_BACKEND, ...servers.map(({ name: server, port }) => `server ${server} 127.0.0.1:${port} check`)]),
  ]
  return `${[
    'global',
    '  maxconn 4096',
    'defaults',
    ...indent(BALANCER_DEFAULTS),
    // With no replica ready (all restarting), visitors read why in Korean, not HAProxy's English.
    `  errorfile 503 ${join(root, 'deploy/errors/503.http')}`,
    'frontend web',
    `  bind :::${profile.webPort} v4v6`,
    '  default_backend web',
    'frontend cms',
    `  bind :::${profile.cmsPort} v4v6`,
    '  default_backend cms',
    ...backend(
      'web',
      ports.map(({ web }) => web),
    ),
    ...backend(
      'cms',
      ports.map(({ cms }) => cms),
    ),
  ].join('\n')}\n`
}
