// The small overlay as a cluster would run it, on this machine with `podman kube play`
// (docs/decisions/0081). What kube play does not know is transformed here, and only that:
// - the overlay is rendered by `kubectl kustomize` from an overlay of it made for this run: the
//   images built here, this run's hosts and stand-ins in the ConfigMaps, and the two Secrets
//   (podman 4.3 cannot read a Secret it was given in the YAML: they are made with `podman secret`);
// - each replica of a Deployment, and the migrations' Job, is a Pod of its own (kube play makes one
//   pod of a Deployment whatever its replicas, and knows no Job), named `<workload>-<n>`;
// - the pods share the host's network, each replica on a port of its own (PORT and its
//   containerPort), so they reach the stand-ins on 127.0.0.1 as every local run does (the servers
//   allow the Auth Emulator only with their database and site on this machine, LOCAL_RUN);
// - a Service's name in a variable (`cms:3001`, `pgbouncer:6432`) is the address standing in for it:
//   HAProxy for the CMS (as in `npm start -- --replicas`), PgBouncer's pod for PgBouncer; the
//   Ingress's place is HAProxy's; HPAs and PDBs have nothing to act on;
// - `$(VAR)` references and `fieldRef`s are resolved as the kubelet resolves them;
// - the probes are not given to podman (it would run them with curl inside the images): this
//   module asks their paths and ports over HTTP, as the kubelet does, until each pod is ready.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { stringify } from 'yaml'
import { render } from '../lib/k8s-render.mjs'
import { containerEnv, resolvedValue, secretKeys } from '../lib/k8s-shape.mjs'
import { root } from '../lib/stack.mjs'
import { IMAGES, PODMAN_ENV, podman } from './images.mjs'

/** The ports of a run: the replicas' family of the profile (20 ports), PgBouncer's the last of it. */
export function releasePorts(profile) {
  const base = profile.replicaPorts
  return { web: [base, base + 1, base + 2, base + 3], cms: [base + 10, base + 11, base + 12, base + 13], pgbouncer: base + 19 }
}

/**
 * The rendered small overlay for this run: `images` (from buildImages), `config` the values a local
 * run sets, `secrets` every secret value by Secret name. Returns the objects.
 */
export function renderForRun({ images, config, secrets }) {
  const dir = mkdtempSync(join(tmpdir(), 'release-overlay-'))
  try {
    const patch = (name, data) => ({ patch: stringify({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name }, data }) })
    writeFileSync(
      join(dir, 'kustomization.yaml'),
      stringify({
        resources: [relative(dir, join(root, 'deploy/k8s/overlays/small'))],
        images: Object.entries(IMAGES).map(([key, { name }]) => {
          const [newName, newTag] = images[key].split(/:(?=[^:]+$)/)
          return { name: `registry.example.kr/${name}`, newName, newTag }
        }),
        patches: Object.entries(config).map(([name, data]) => patch(name, data)),
      }),
    )
    const objects = render(dir)
    // The Secrets, as whoever deploys makes them (README, Production), here with this run's values.
    for (const [name, data] of Object.entries(secrets)) objects.push({ apiVersion: 'v1', kind: 'Secret', metadata: { name }, stringData: data })
    return objects
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Splits the secrets a local run's environment holds from the rest, by the keys of deploy/k8s/secrets/*.example.env. */
export function secretsOf(env) {
  const secrets = {}
  for (const name of ['cms-secrets', 'web-secrets']) {
    secrets[name] = Object.fromEntries(secretKeys(name).flatMap((key) => (env[key] ? [[key, env[key]]] : [])))
  }
  return secrets
}

/**
 * The pods kube play runs: one per replica of each Deployment (`<name>-<n>`), one for the Job
 * (`migrate`), each on the host's network with its port; `services` maps a Service's `name:port`
 * to the local address standing in for it.
 */
export function podsFor(objects, { ports, services }) {
  const pods = []
  const maps = objects.filter((object) => object.kind === 'ConfigMap')
  const secrets = objects.filter((object) => object.kind === 'Secret')
  // containerEnv knows a Secret's keys only; the kubelet reads the values.
  const envOf = (container) => {
    const env = containerEnv(maps, container)
    for (const source of container.envFrom ?? []) {
      const secret = secrets.find((object) => object.metadata.name === source.secretRef?.name)
      for (const [key, value] of Object.entries(secret?.stringData ?? {})) env.set(key, value)
    }
    for (const entry of container.env ?? []) {
      const key = entry.valueFrom?.secretKeyRef
      if (key) env.set(entry.name, secrets.find((object) => object.metadata.name === key.name)?.stringData[key.key])
    }
    return env
  }
  for (const workload of objects.filter((object) => ['Deployment', 'Job'].includes(object.kind))) {
    const replicas = workload.kind === 'Job' ? 1 : workload.spec.replicas
    for (let n = 0; n < replicas; n += 1) {
      const name = workload.kind === 'Job' ? workload.metadata.name : `${workload.metadata.name}-${n}`
      const spec = structuredClone(workload.spec.template.spec)
      const port = workload.kind === 'Job' ? null : portFor(workload.metadata.name, n, ports)
      const probes = {}
      const podMaps = structuredClone(maps)
      spec.containers = spec.containers.map((container) => {
        const env = envOf(container)
        const portVariable = workload.metadata.name === 'pgbouncer' ? 'PGBOUNCER_LISTEN_PORT' : 'PORT'
        if (port) env.set(portVariable, String(port))
        // The ConfigMaps and Secrets stay where the manifests put them (envFrom, secretKeyRef); what
        // podman would not resolve as the kubelet does is given literally: a `$(VAR)` reference, the
        // pod's name, a Service's address, and this pod's port. podman 4.3 lets envFrom win over
        // `env`, so a ConfigMap's key is changed in this pod's own copy of the map instead.
        const own = new Set((container.env ?? []).map((entry) => entry.name))
        const refs = (container.envFrom ?? []).flatMap((source) => source.configMapRef?.name ?? [])
        const literal = [...env.keys()].flatMap((key) => {
          const entry = container.env?.find((candidate) => candidate.name === key)
          // A Secret's key it does not hold (containerEnv's placeholder), or one read from it: podman's to give.
          if (entry?.valueFrom?.secretKeyRef || (typeof env.get(key) !== 'string' && !entry?.valueFrom?.fieldRef)) return []
          const value = entry?.valueFrom?.fieldRef?.fieldPath === 'metadata.name' ? name : resolvedValue(env, key)
          let local = String(value)
          for (const [service, address] of Object.entries(services)) local = local.replace(new RegExp(`(?<=[@/])${service}(?=/|$)`), address)
          const map = podMaps.findLast((candidate) => refs.includes(candidate.metadata.name) && key in (candidate.data ?? {}))
          if (map) map.data[key] = local
          return own.has(key) || (!map && (local !== value || key === portVariable)) ? [{ name: key, value: local }] : []
        })
        const resolved = [...(container.env ?? []).filter((entry) => entry.valueFrom?.secretKeyRef), ...literal]
        probes[container.name] = Object.fromEntries(
          ['startupProbe', 'readinessProbe'].flatMap((probe) => (container[probe] ? [[probe, { ...container[probe], port }]] : [])),
        )
        // On the host's network a port is opened by the process itself (PORT): podman 4.3 takes
        // `ports` there for mappings, which it refuses.
        const kept = { ...container, env: resolved }
        for (const key of ['readinessProbe', 'livenessProbe', 'startupProbe', 'ports']) delete kept[key]
        return kept
      })
      delete spec.topologySpreadConstraints
      pods.push({
        name,
        kind: workload.kind,
        workload: workload.metadata.name,
        port,
        probes,
        configMaps: podMaps,
        manifest: {
          apiVersion: 'v1',
          kind: 'Pod',
          metadata: { name, labels: { ...workload.spec.template.metadata.labels } },
          spec: { ...spec, hostNetwork: true, restartPolicy: workload.kind === 'Job' ? 'Never' : 'Always' },
        },
      })
    }
  }
  return pods
}

function portFor(workload, n, ports) {
  if (workload === 'web') return ports.web[n]
  if (workload === 'cms') return ports.cms[n]
  if (workload === 'cms-jobs') return ports.cms[ports.cms.length - 1 - n]
  if (workload === 'pgbouncer') return ports.pgbouncer
  throw new Error(`no port for ${workload}`)
}

/** `podman kube play` of `pods`, written beside the run's other files; resolves when podman has started them. */
export function play(pods, dir) {
  mkdirSync(dir, { recursive: true })
  for (const pod of pods) {
    const file = join(dir, `${pod.name}.yaml`)
    // The ConfigMaps beside the pod, where kube play reads them.
    writeFileSync(file, [...pod.configMaps, pod.manifest].map((object) => stringify(object)).join('---\n'))
    podman(['kube', 'play', '--start', file])
    pod.file = file
  }
}

/** Makes the Secrets with `podman secret` (the form kube play reads them in: a JSON map of base64 values). */
export function makeSecrets(objects, dir) {
  mkdirSync(dir, { recursive: true })
  for (const secret of objects.filter((object) => object.kind === 'Secret')) {
    const file = join(dir, `${secret.metadata.name}.json`)
    writeFileSync(
      file,
      JSON.stringify(Object.fromEntries(Object.entries(secret.stringData).map(([key, value]) => [key, Buffer.from(value).toString('base64')]))),
      {
        mode: 0o600,
      },
    )
    podman(['secret', 'create', secret.metadata.name, file])
    rmSync(file)
  }
}

/** When podman started the pod's first container (its process), in ms since the epoch. */
export const startedAt = (pod) =>
  Date.parse(
    podman(['container', 'inspect', '--format', '{{.State.StartedAt}}', containerName(pod)])
      .replace(/ \+0000 UTC$/, 'Z')
      .replace(' ', 'T'),
  )

export const containerName = (pod) => `${pod.name}-${pod.manifest.spec.containers[0].name}`

/**
 * Asks each probe as the kubelet would: the startup probe (when there is one) until it passes, then
 * the readiness probe until it passes, at their periods, failing after the startup probe's
 * failureThreshold × periodSeconds. HTTP GETs below 400 pass; a tcpSocket probe passes on connect.
 */
export async function untilReady(pod) {
  const { startupProbe, readinessProbe } = Object.values(pod.probes)[0]
  for (const probe of [startupProbe, readinessProbe].filter(Boolean)) {
    const deadline = Date.now() + (startupProbe ?? probe).periodSeconds * 1000 * (startupProbe ?? probe).failureThreshold
    while (!(await passes(probe))) {
      if (Date.now() > deadline) throw new Error(`${pod.name}: not ready (${JSON.stringify(probe.httpGet ?? probe.tcpSocket)}); its log:\n${logOf(pod)}`)
      const state = podman(['container', 'inspect', '--format', '{{.State.Status}}', containerName(pod)])
      if (state === 'exited') throw new Error(`${pod.name} exited before it was ready; its log:\n${logOf(pod)}`)
      await sleep(Math.min(probe.periodSeconds * 1000, 250))
    }
  }
  return Date.now()
}

async function passes(probe) {
  if (probe.httpGet) {
    const response = await fetch(`http://127.0.0.1:${probe.port}${probe.httpGet.path}`, {
      signal: AbortSignal.timeout((probe.timeoutSeconds ?? 1) * 1000),
    }).catch(() => null)
    return Boolean(response && response.status < 400)
  }
  const { accepts } = await import('../lib/processes.mjs')
  return accepts(probe.port)
}

/** The last lines a container wrote, both streams. */
export const containerLog = (name) => {
  const { stdout, stderr } = spawnSync('podman', ['logs', '--tail', '60', name], { encoding: 'utf8', env: PODMAN_ENV })
  return `${stdout}${stderr}`
}

/** The last lines a pod's container wrote. */
export const logOf = (pod) => containerLog(containerName(pod))

/** What a run makes on the machine, by name: kube play's pods (and their containers), the database's container and volume, the Secrets. */
export function madeByRun(pods) {
  return {
    pod: pods.map((pod) => pod.name),
    container: [POSTGRES_CONTAINER],
    volume: [POSTGRES_VOLUME],
    secret: ['cms-secrets', 'web-secrets'],
  }
}
export const POSTGRES_CONTAINER = 'release-postgres'
export const POSTGRES_VOLUME = 'release-postgres-data'

const present = {
  pod: (name) => podmanStatus(['pod', 'exists', name]),
  container: (name) => podmanStatus(['container', 'exists', name]),
  volume: (name) => podmanStatus(['volume', 'exists', name]),
  secret: (name) => podmanStatus(['secret', 'inspect', name]),
}
const podmanStatus = (args) => spawnSync('podman', args, { env: PODMAN_ENV, stdio: 'ignore' }).status === 0

/** Removes what `made` names (madeByRun) that is there; returns what is still there afterwards: nothing, or a list. */
export function tearDown(made) {
  for (const pod of made.pod.filter(present.pod)) podman(['pod', 'rm', '--force', '--time', '0', pod])
  for (const container of made.container.filter(present.container)) podman(['rm', '--force', '--time', '0', '--volumes', container])
  for (const volume of made.volume.filter(present.volume)) podman(['volume', 'rm', '--force', volume])
  for (const secret of made.secret.filter(present.secret)) podman(['secret', 'rm', secret])
  return Object.entries(made).flatMap(([kind, names]) => names.filter(present[kind]).map((name) => `${kind} ${name}`))
}
