// S3-compatible object storage on this machine, for the replicas run and its tests: OpenStack Swift
// from Debian's packages (a real object store, not an emulator) with its S3 API middleware, and
// memcached, which Swift's auth needs. A deployment points S3_* at its own service instead;
// the CMS reads the same variables either way (docs/decisions/0042).
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import { ensureDebianPackages } from './debian-packages.mjs'
import { accepts, answers, runStep, startService } from './processes.mjs'

// Swift's tempauth user <account>:<user> and its key are the S3 access key and secret.
const LOCAL = { bucket: 'uploads', accessKeyId: 'storefront:uploads', secretAccessKey: 'local-object-storage-secret' }
const SERVERS = ['account', 'container', 'object']

/**
 * Starts Swift's proxy (the S3 endpoint) on `host`:`port`, its account, container and object
 * servers on the three ports after it and memcached on the fourth (those on 127.0.0.1), with its
 * data in `dir` (`fresh`: emptied first); creates the bucket and returns the CMS's S3 settings.
 * The bucket and credentials are local ones unless given (an access key is `<account>:<user>`).
 */
export async function startObjectStorage({
  dir,
  port,
  fresh = false,
  host = '127.0.0.1',
  bucket = LOCAL.bucket,
  accessKeyId = LOCAL.accessKeyId,
  secretAccessKey = LOCAL.secretAccessKey,
}) {
  if (!/^\w+:\w+$/.test(accessKeyId)) throw new Error(`Swift's access keys are <account>:<user> (letters, digits, _), not ${accessKeyId}`)
  ensureDebianPackages({
    '/usr/bin/swift-proxy-server': 'swift-proxy',
    '/usr/bin/swift-account-server': 'swift-account',
    '/usr/bin/swift-container-server': 'swift-container',
    '/usr/bin/swift-object-server': 'swift-object',
    '/usr/bin/memcached': 'memcached',
  })
  if (fresh) rmSync(dir, { recursive: true, force: true })
  // The configuration is written anew each start; the rings (a second of Python each step) only
  // when missing, as they depend on nothing but the ports.
  const confDir = join(dir, `conf-${port}`)
  mkdirSync(join(dir, 'devices/d1'), { recursive: true })
  mkdirSync(confDir, { recursive: true })
  const memcachedPort = port + 4
  writeFileSync(
    join(confDir, 'swift.conf'),
    ini({
      'swift-hash': { swift_hash_path_prefix: 'storefront', swift_hash_path_suffix: 'storefront' },
      'storage-policy:0': { name: 'default', default: 'yes' },
    }),
  )

  const memcached = startService('memcached', '/usr/bin/memcached', ['-l', '127.0.0.1', '-p', String(memcachedPort), '-U', '0', '-m', '32', '-u', 'root'], {
    ready: () => accepts(memcachedPort),
    timeoutMs: 30_000,
  })
  const common = {
    bind_ip: '127.0.0.1',
    swift_dir: confDir,
    devices: join(dir, 'devices'),
    mount_check: 'false',
    user: 'root',
    workers: '1',
    log_level: 'WARNING',
  }
  const servers = SERVERS.map((name, index) => {
    const serverPort = port + 1 + index
    const ringBuilt = buildRing(confDir, name, serverPort)
    const conf = join(confDir, `${name}-server.conf`)
    writeFileSync(
      conf,
      ini({
        DEFAULT: { ...common, bind_port: serverPort },
        'pipeline:main': { pipeline: `${name}-server` },
        [`app:${name}-server`]: { use: `egg:swift#${name}` },
      }),
    )
    const started = ringBuilt.then(() =>
      startService(`swift-${name}`, `/usr/bin/swift-${name}-server`, [conf], { ready: () => accepts(serverPort), timeoutMs: 60_000 }),
    )
    return { ringBuilt, started }
  })
  const proxyConf = join(confDir, 'proxy-server.conf')
  writeFileSync(proxyConf, ini(proxyConfig({ ...common, bind_ip: host, bind_port: port }, memcachedPort, { accessKeyId, secretAccessKey })))
  const endpoint = `http://127.0.0.1:${port}`
  // The proxy looks for the rings when it starts; the servers behind it only once asked.
  const proxy = Promise.all(servers.map((server) => server.ringBuilt)).then(() =>
    startService('swift-proxy', '/usr/bin/swift-proxy-server', [proxyConf], { ready: () => answers(`${endpoint}/healthcheck`), timeoutMs: 60_000 }),
  )
  await Promise.all([memcached, ...servers.map((server) => server.started), proxy])

  const settings = objectStorageSettings({ port, bucket, accessKeyId, secretAccessKey })
  await createBucket(settings)
  return settings
}

/** The CMS's S3 settings for the store on this machine's `port` (the local bucket and credentials unless given). */
export function objectStorageSettings({ port, bucket = LOCAL.bucket, accessKeyId = LOCAL.accessKeyId, secretAccessKey = LOCAL.secretAccessKey }) {
  return {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  }
}

/** The S3 client for `settings` (S3_* as the CMS reads them). */
export function s3Client(settings) {
  return new S3Client({
    endpoint: settings.S3_ENDPOINT,
    region: settings.S3_REGION,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE === 'true',
    credentials: { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY },
  })
}

async function createBucket(settings) {
  try {
    await s3Client(settings).send(new CreateBucketCommand({ Bucket: settings.S3_BUCKET }))
  } catch (error) {
    if (error.name !== 'BucketAlreadyOwnedByYou' && error.name !== 'BucketAlreadyExists') throw error
  }
}

/** The proxy's pipeline: Swift's own sample order, with the S3 API before the auth it signs against. */
function proxyConfig(defaults, memcachedPort, { accessKeyId, secretAccessKey }) {
  const filter = (name) => ({ use: `egg:swift#${name}` })
  return {
    DEFAULT: defaults,
    'pipeline:main': {
      pipeline: 'catch_errors gatekeeper healthcheck proxy-logging cache listing_formats s3api tempauth copy slo dlo proxy-logging proxy-server',
    },
    'app:proxy-server': { use: 'egg:swift#proxy', account_autocreate: 'true' },
    'filter:s3api': { ...filter('s3api'), location: 'us-east-1' },
    'filter:tempauth': { ...filter('tempauth'), [`user_${accessKeyId.replace(':', '_')}`]: `${secretAccessKey} .admin` },
    'filter:cache': { ...filter('memcache'), memcache_servers: `127.0.0.1:${memcachedPort}` },
    'filter:healthcheck': filter('healthcheck'),
    'filter:catch_errors': filter('catch_errors'),
    'filter:gatekeeper': filter('gatekeeper'),
    'filter:proxy-logging': filter('proxy_logging'),
    'filter:listing_formats': filter('listing_formats'),
    'filter:copy': filter('copy'),
    'filter:slo': filter('slo'),
    'filter:dlo': filter('dlo'),
  }
}

/** A ring of one device holding one replica of 2^6 partitions, for the server on `serverPort`. */
async function buildRing(confDir, name, serverPort) {
  if (existsSync(join(confDir, `${name}.ring.gz`))) return
  const builder = join(confDir, `${name}.builder`)
  rmSync(builder, { force: true })
  const ring = (args) => runStep('swift-ring-builder', '/usr/bin/swift-ring-builder', [builder, ...args], { quiet: true, timeoutMs: 60_000 })
  await ring(['create', '6', '1', '1'])
  await ring(['add', `r1z1-127.0.0.1:${serverPort}/d1`, '1'])
  await ring(['rebalance'])
}

const ini = (sections) =>
  Object.entries(sections)
    .map(
      ([name, values]) =>
        `[${name}]\n${Object.entries(values)
          .map(([key, value]) => `${key} = ${value}`)
          .join('\n')}\n`,
    )
    .join('\n')
