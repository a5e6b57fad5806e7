// Checks of our own that the Kubernetes manifests (deploy/k8s) say what docker-compose.yml, the
// replicas command, the contract and the servers' code say: every variable a server reads is set,
// the probes ask paths the servers answer, the ports agree, the images are the Dockerfiles we build.
// Each check returns problems as sentences; scripts/test/k8s-shape.test.mjs expects none, and
// breaks a rendered copy on purpose to see each check fail.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { baseName, containersOf } from './k8s-render.mjs'
import { root } from './stack.mjs'

const read = (path) => readFileSync(join(root, path), 'utf8')

/** Our images, by the name the base gives them, and the Dockerfile each is built from. */
const IMAGES = { 'storefront/web': 'web/Dockerfile', 'storefront/cms': 'cms/Dockerfile', 'storefront/pgbouncer': 'deploy/pgbouncer/Dockerfile' }

/** compose's services and the workload (kind/name) running each on Kubernetes, with the server inside. */
export const WORKLOADS = {
  web: { kind: 'Deployment', name: 'web', server: 'web' },
  cms: { kind: 'Deployment', name: 'cms', server: 'cms' },
  'cms-jobs': { kind: 'Deployment', name: 'cms-jobs', server: 'cms' },
  migrate: { kind: 'Job', name: 'migrate', server: 'cms' },
}

/** What a server reads and a deployment leaves unset on purpose, and why. */
const LEFT_UNSET = {
  LOCAL_RUN: 'marks a run on a developer’s machine; the servers refuse remote databases with it',
  FIREBASE_AUTH_EMULATOR_HOST: 'the emulator: the Admin SDK would accept unsigned tokens',
  UPLOADS_DIR: 'uploads are in the bucket (S3_BUCKET)',
  NEXT_RUNTIME: 'set by Next.js itself',
  VITEST: 'set by Vitest in tests',
  ID_TOKEN_MAX_AGE_SECONDS: 'the product’s 5 minutes (docs/product.md)',
  SESSION_COOKIE_DAYS: 'the product’s 14 days',
  KAKAO_AUTHORIZE_URL: 'Kakao’s own endpoint by default',
  KAKAO_TOKEN_URL: 'Kakao’s own endpoint by default',
  KAKAO_USER_URL: 'Kakao’s own endpoint by default',
  POSTCODE_SCRIPT_URL: 'Kakao’s own postcode script by default',
  POSTCODE_FRAME_ORIGIN: 'Kakao’s own postcode search page by default',
  PORTONE_API_URL: 'PortOne’s own API by default',
  PORTONE_BROWSER_SDK_URL: 'PortOne’s own CDN by default',
  SOLAPI_API_URL: 'SOLAPI’s own endpoint by default; elsewhere only a local run’s stand-in',
  SOLAPI_TIMEOUT_MS: 'the 20 s default',
  ANNOUNCEMENT_CLOCK_SHIFT_MINUTES: 'the journeys’ clock for announcements; the CMS refuses it outside a local run',
}

/** Variables only local runs may set: a deployment that sets them is refused by the servers or unsafe. */
const LOCAL_ONLY = ['LOCAL_RUN', 'FIREBASE_AUTH_EMULATOR_HOST', 'ANNOUNCEMENT_CLOCK_SHIFT_MINUTES']

/** Every variable the server's code reads: its zod schema's keys and `process.env.X` in it or the shared rules, outside tests and the seed. */
export function variablesRead(server) {
  const schema = read(server === 'cms' ? 'cms/src/lib/parseEnv.ts' : 'web/src/env.server.ts')
  const body = schema.slice(schema.indexOf('z\n  .object({'), schema.indexOf('\n  })\n'))
  const names = new Set([...body.matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]))
  const files = (dir) =>
    readdirSync(join(root, dir), { recursive: true })
      .map((file) => join(dir, file))
      .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.test\.|(^|\/)(seed|test)\/|\.gen\./.test(file))
  const sources = [...(server === 'cms' ? ['cms/server.mjs', ...files('cms/src')] : files('web/src')), ...files('rules/src')]
  for (const file of sources) for (const match of read(file).matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)) names.add(match[1])
  return [...names].sort()
}

/** The variables the README's table (the contract, docs/contract.md) says `server` uses. */
export function contractVariables(server) {
  const table = read('README.md').split('## Configuration')[1].split('\n## ')[0]
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => {
      const [names, usedBy] = line.split(' | ')
      const users = usedBy.split(',').map((user) => user.trim())
      return users.includes(server) ? [...names.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]) : []
    })
}

/** The keys a Secret is made with (deploy/k8s/secrets/<name>.example.env). */
export function secretKeys(name) {
  const path = `deploy/k8s/secrets/${name}.example.env`
  if (!existsSync(join(root, path))) return null
  return read(path)
    .split('\n')
    .filter((line) => /^[A-Z]/.test(line))
    .map((line) => line.split('=')[0])
}

const find = (objects, kind, name) => objects.find((object) => object.kind === kind && object.metadata.name === name)

/** The variables a container is given: its ConfigMaps' and Secrets' keys (envFrom), then its own `env`. */
export function containerEnv(objects, container) {
  const env = new Map()
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) {
      const map = find(objects, 'ConfigMap', source.configMapRef.name)
      for (const [key, value] of Object.entries(map?.data ?? {})) env.set(key, value)
    } else if (source.secretRef) {
      for (const key of secretKeys(source.secretRef.name) ?? []) env.set(key, { secret: source.secretRef.name })
    }
  }
  for (const entry of container.env ?? []) env.set(entry.name, entry.value ?? entry.valueFrom)
  return env
}

/** The variable's value with `$(NAME)` references resolved as the kubelet does, from the container's earlier variables. */
export function resolvedValue(env, name) {
  const value = env.get(name)
  if (typeof value !== 'string') return value
  return value.replace(/\$\(([A-Z_][A-Z0-9_]*)\)/g, (whole, ref) => (typeof env.get(ref) === 'string' ? resolvedValue(env, ref) : `<${ref}>`))
}

const composeFile = () => parse(read('docker-compose.yml'), { merge: true })

/** Each workload's server container (the one named after compose's service, or its only one). */
function serverContainer(objects, { kind, name }) {
  const workload = find(objects, kind, name)
  return workload && containersOf(workload)[0]
}

/** Every variable each server reads, the contract lists and compose sets, set in each workload that runs it. */
export function variableProblems(objects) {
  const problems = []
  const compose = composeFile().services
  for (const [service, workload] of Object.entries(WORKLOADS)) {
    const container = serverContainer(objects, workload)
    if (!container) {
      problems.push(`compose's ${service} has no ${workload.kind}/${workload.name}`)
      continue
    }
    const env = containerEnv(objects, container)
    const wanted = new Set([...variablesRead(workload.server), ...contractVariables(workload.server), ...Object.keys(compose[service].environment ?? {})])
    for (const name of wanted) {
      if (name in LEFT_UNSET || env.has(name)) continue
      problems.push(`${workload.kind}/${workload.name} does not set ${name} (${workload.server} reads it)`)
    }
    for (const name of LOCAL_ONLY) if (env.has(name)) problems.push(`${workload.kind}/${workload.name} sets ${name}, which only local runs may`)
    const jobs = String(compose[service].environment?.JOBS_AUTORUN ?? '')
    if (jobs && resolvedValue(env, 'JOBS_AUTORUN') !== jobs) problems.push(`${workload.kind}/${workload.name}: JOBS_AUTORUN is not "${jobs}" as in compose`)
  }
  for (const map of objects.filter((object) => object.kind === 'ConfigMap')) {
    for (const key of Object.keys(map.data ?? {})) {
      if (/SECRET|PASSWORD|TOKEN|ACCESS_KEY|SERVICE_ACCOUNT/.test(key))
        problems.push(`ConfigMap/${baseName(map.metadata.name)} holds ${key}, which belongs in a Secret`)
    }
  }
  return problems
}

/** The paths a server answers its probes on, from its code. */
export function healthPaths(server) {
  if (server === 'web') return readdirSync(join(root, 'web/src/routes/api/health')).map((file) => `/api/health/${file.replace(/\.tsx?$/, '')}`)
  return [...read('cms/src/endpoints/health.ts').matchAll(/path: '(\/health[^']*)'/g)].map((match) => `/api${match[1]}`)
}

/** Probes on paths the servers answer, on ports the containers open; the balancers' check is the readiness probe. */
export function probeProblems(objects, { balancerCheck }) {
  const problems = []
  for (const workload of Object.values(WORKLOADS).filter(({ kind }) => kind === 'Deployment')) {
    const container = serverContainer(objects, workload)
    if (!container) continue
    const paths = healthPaths(workload.server)
    const ports = new Set((container.ports ?? []).flatMap(({ name, containerPort }) => [name, containerPort]))
    for (const [probe, path] of [
      ['readinessProbe', '/api/health/ready'],
      ['livenessProbe', '/api/health/live'],
    ]) {
      const get = container[probe]?.httpGet
      const where = `${workload.name}'s ${probe}`
      if (!get) problems.push(`${where} is missing`)
      else if (get.path !== path || !paths.includes(get.path))
        problems.push(`${where} asks ${get.path}; ${workload.server} answers ${paths.join(', ')} and the readiness/liveness split is ${path}`)
      else if (!ports.has(get.port)) problems.push(`${where} asks port ${get.port}, which the container does not open`)
    }
    if (container.readinessProbe?.httpGet?.path !== balancerCheck)
      problems.push(`${workload.name}'s readiness probe is not the balancer's check (${balancerCheck})`)
  }
  return problems
}

const exposed = (dockerfile) => Number(/^EXPOSE (\d+)/m.exec(read(dockerfile))?.[1])

/** One port per server everywhere: the container, PORT, the Dockerfile's EXPOSE, compose, the Service, the Ingress. */
export function portProblems(objects) {
  const problems = []
  const compose = composeFile().services
  for (const [service, workload] of Object.entries(WORKLOADS)) {
    if (workload.kind !== 'Deployment') continue
    const container = serverContainer(objects, workload)
    if (!container) continue
    const port = container.ports?.[0]?.containerPort
    const env = containerEnv(objects, container)
    const image = Object.keys(IMAGES).find((name) => container.image.split(':')[0].endsWith(name))
    const expected = {
      'its PORT': Number(resolvedValue(env, 'PORT')),
      'compose’s PORT': Number(compose[service].environment.PORT),
      [`${IMAGES[image]}'s EXPOSE`]: image && exposed(IMAGES[image]),
    }
    for (const [what, value] of Object.entries(expected)) if (value !== port) problems.push(`${workload.name} listens on ${port}, ${what} is ${value}`)
  }
  for (const service of objects.filter((object) => object.kind === 'Service')) {
    const pods = objects.filter(
      (object) =>
        containersOf(object).length && Object.entries(service.spec.selector).every(([key, value]) => object.spec.template.metadata.labels?.[key] === value),
    )
    if (!pods.length) problems.push(`Service/${service.metadata.name} selects no pods`)
    for (const { targetPort } of service.spec.ports) {
      for (const pod of pods) {
        const open = containersOf(pod).flatMap((container) => container.ports ?? [])
        if (!open.some(({ name, containerPort }) => name === targetPort || containerPort === targetPort))
          problems.push(`Service/${service.metadata.name} targets ${targetPort}, which ${pod.kind}/${pod.metadata.name} does not open`)
      }
    }
  }
  for (const ingress of objects.filter((object) => object.kind === 'Ingress')) {
    for (const { backend } of ingress.spec.rules.flatMap((rule) => rule.http.paths)) {
      const service = find(objects, 'Service', backend.service.name)
      const port = backend.service.port
      if (!service?.spec.ports.some(({ name, port: number }) => name === port.name || number === port.number))
        problems.push(`Ingress/${ingress.metadata.name} sends to ${backend.service.name}:${port.name ?? port.number}, which no Service opens`)
    }
  }
  return problems
}

/** Only images built from our Dockerfiles, the CMS's the same in its Deployments and its migrations. */
export function imageProblems(objects) {
  const problems = []
  const compose = composeFile().services
  for (const object of objects) {
    for (const container of containersOf(object)) {
      const name = Object.keys(IMAGES).find((image) => container.image.split(':')[0].endsWith(image))
      if (!name) problems.push(`${object.kind}/${object.metadata.name} runs ${container.image}, not an image of ours (${Object.keys(IMAGES).join(', ')})`)
      else if (!existsSync(join(root, IMAGES[name]))) problems.push(`${IMAGES[name]} (${name}) does not exist`)
    }
  }
  for (const [service, workload] of Object.entries(WORKLOADS)) {
    const container = serverContainer(objects, workload)
    const dockerfile = compose[service].build?.dockerfile
    if (container && dockerfile && !container.image.split(':')[0].endsWith(Object.keys(IMAGES).find((name) => IMAGES[name] === dockerfile))) {
      problems.push(`${workload.kind}/${workload.name} runs ${container.image}; compose builds ${service} from ${dockerfile}`)
    }
  }
  const cms = serverContainer(objects, WORKLOADS.cms)?.image
  for (const workload of [WORKLOADS['cms-jobs'], WORKLOADS.migrate]) {
    if (serverContainer(objects, workload)?.image !== cms) problems.push(`${workload.kind}/${workload.name} does not run the CMS Deployment's image`)
  }
  const migrate = serverContainer(objects, WORKLOADS.migrate)
  if (JSON.stringify(migrate?.command) !== JSON.stringify(compose.migrate.command))
    problems.push(`the migrate Job runs ${migrate?.command}, compose's ${compose.migrate.command}`)
  return problems
}
