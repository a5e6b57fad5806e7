// Checks of the manifests' edges against what the servers and the replicas command already do:
// how a pod stops (the servers' own shutdown delay and drain), what the Ingress lets through (the
// servers' body bounds, their security headers, HAProxy's timeouts and retries) and how much
// memory a pod is given (bench/memory.json). Problems as sentences, as in k8s-shape.mjs.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { containersOf } from './k8s-render.mjs'
import { BALANCER_DEFAULTS } from './replicas.mjs'
import { containerEnv, resolvedValue, WORKLOADS } from './k8s-shape.mjs'
import { root } from './stack.mjs'

const read = (path) => readFileSync(join(root, path), 'utf8')
const find = (objects, kind, name) => objects.find((object) => object.kind === kind && object.metadata.name === name)

/** The longest a server drains after its shutdown delay before it exits anyway, from its code. */
function drainBoundMs(server) {
  const source = server === 'web' ? read('web/src/node-server.server.ts') : read('cms/server.mjs')
  const match = /SHUTDOWN_DELAY_MS \+ (?:SHUTDOWN_TIMEOUT_MS|([\d_]+))/.exec(source)
  if (!match) throw new Error(`no drain bound found in ${server}'s server`)
  const literal = match[1] ?? /SHUTDOWN_TIMEOUT_MS = ([\d_]+)/.exec(source)[1]
  return Number(literal.replaceAll('_', ''))
}

/**
 * The kubelet sends SIGTERM at once (no preStop hook, which would only add the same wait again);
 * the server then serves SHUTDOWN_DELAY_MS more while its readiness says 503, and drains: the
 * grace period must cover both, or the kubelet kills requests in flight.
 */
export function shutdownProblems(objects) {
  const problems = []
  for (const workload of Object.values(WORKLOADS).filter(({ kind }) => kind === 'Deployment')) {
    const deployment = find(objects, workload.kind, workload.name)
    if (!deployment) continue
    const [container] = containersOf(deployment)
    const delayMs = Number(resolvedValue(containerEnv(objects, container), 'SHUTDOWN_DELAY_MS'))
    const neededSeconds = Math.ceil((delayMs + drainBoundMs(workload.server)) / 1000)
    const grace = deployment.spec.template.spec.terminationGracePeriodSeconds ?? 30
    if (!(delayMs >= 2000)) problems.push(`${workload.name}: SHUTDOWN_DELAY_MS is ${delayMs}; endpoints take seconds to leave every proxy`)
    if (grace <= neededSeconds)
      problems.push(`${workload.name}: terminationGracePeriodSeconds ${grace} does not exceed the shutdown delay and drain (${neededSeconds} s)`)
    if (container.lifecycle?.preStop) problems.push(`${workload.name}: a preStop hook doubles the server's own shutdown delay`)
  }
  return problems
}

/** The most a request body may carry before each server answers 413 itself, from its code. */
function bodyBoundBytes(server) {
  const constant = (path, name) => {
    const expression = new RegExp(`const ${name} = ([\\d\\s*+]+)$`, 'm').exec(read(path))?.[1]
    if (!expression) throw new Error(`${name} not found in ${path}`)
    return expression.split('+').reduce((sum, term) => sum + term.split('*').reduce((product, factor) => product * Number(factor), 1), 0)
  }
  if (server === 'cms') return constant('rules/src/body-limits.ts', 'MAX_UPLOAD_BYTES') + 1024 * 1024
  // FILES_FORM_MAX_BYTES in web/src/features/requests/form-post.server.ts: the largest form's photos and its fields.
  return constant('rules/src/service-request.ts', 'PHOTOS_MAX') * constant('rules/src/service-request.ts', 'PHOTO_MAX_BYTES') + 256 * 1024
}

const UNITS = { k: 1024, m: 1024 ** 2, g: 1024 ** 3 }
const bytes = (size) => Number(/^\d+/.exec(size)) * (UNITS[size.at(-1).toLowerCase()] ?? 1)
const seconds = (setting) => Number(/(\d+)s$/.exec(BALANCER_DEFAULTS.find((line) => line.startsWith(setting)))[1])

/** Each Ingress as HAProxy is: no header of its own, bodies streamed past the servers' bounds, the same timeouts and retries. */
export function ingressProblems(objects) {
  const problems = []
  const ingresses = objects.filter((object) => object.kind === 'Ingress')
  for (const server of ['web', 'cms']) {
    const ingress = ingresses.find((object) => object.spec.rules.some((rule) => rule.http.paths.some((path) => path.backend.service.name === server)))
    if (!ingress) {
      problems.push(`no Ingress sends to ${server}`)
      continue
    }
    const setting = (name) => ingress.metadata.annotations?.[`nginx.ingress.kubernetes.io/${name}`]
    const limit = bytes(setting('proxy-body-size') ?? '1m')
    if (limit <= bodyBoundBytes(server))
      problems.push(
        `Ingress/${ingress.metadata.name} refuses bodies over ${limit} bytes in English before ${server} answers those over ${bodyBoundBytes(server)} in Korean`,
      )
    if (setting('proxy-request-buffering') !== 'off') problems.push(`Ingress/${ingress.metadata.name} reads whole bodies before ${server} may refuse them`)
    for (const name of Object.keys(ingress.metadata.annotations ?? {})) {
      if (/snippet|headers/.test(name)) problems.push(`Ingress/${ingress.metadata.name} sets ${name}: the security headers are the servers' own`)
    }
    const expected = {
      'proxy-connect-timeout': String(seconds('timeout connect')),
      'proxy-read-timeout': String(seconds('timeout server')),
      'proxy-send-timeout': String(seconds('timeout server')),
      'proxy-next-upstream': BALANCER_DEFAULTS.includes('retry-on conn-failure') ? 'error' : undefined,
    }
    for (const [name, value] of Object.entries(expected)) {
      if (setting(name) !== value) problems.push(`Ingress/${ingress.metadata.name}: ${name} is ${setting(name)}, HAProxy's is ${value}`)
    }
  }
  return problems
}

const MEBIBYTES = { Mi: 1, Gi: 1024 }
const mebibytes = (quantity) => Number(/^\d+/.exec(quantity)) * (MEBIBYTES[quantity.replace(/^\d+/, '')] ?? NaN)

/** Memory requests above the measured peak with a fifth to spare, limits at least twice the peak. */
export function memoryProblems(objects, measured = JSON.parse(read('bench/memory.json')).residentMiB) {
  const problems = []
  for (const workload of Object.values(WORKLOADS).filter(({ kind }) => kind === 'Deployment')) {
    const deployment = find(objects, workload.kind, workload.name)
    const resources = deployment && containersOf(deployment)[0].resources
    if (!resources) continue
    const peak = measured[workload.server].peak
    if (!(mebibytes(resources.requests?.memory) >= peak * 1.2))
      problems.push(`${workload.name} requests ${resources.requests?.memory}; it was measured at ${peak} MiB (bench/memory.json)`)
    if (!(mebibytes(resources.limits?.memory) >= peak * 2))
      problems.push(`${workload.name}'s memory limit ${resources.limits?.memory} is under twice its measured ${peak} MiB`)
  }
  return problems
}

/**
 * One jobs runner, as compose's `cms-jobs` and the replicas command's cms-1 (docs/decisions/0043):
 * a status mail must never be picked up by two processes, not even during a rollout.
 */
export function jobsRunnerProblems(objects) {
  // The CMS runs the queue unless JOBS_AUTORUN is "false".
  const problems = []
  const runners = objects.filter(
    (object) =>
      object.kind === 'Deployment' &&
      containersOf(object).some(
        (container) => container.image.split(':')[0].endsWith('storefront/cms') && resolvedValue(containerEnv(objects, container), 'JOBS_AUTORUN') !== 'false',
      ),
  )
  if (runners.length !== 1)
    problems.push(`${runners.length} Deployments run the jobs queue (${runners.map((runner) => runner.metadata.name).join(', ')}), not one`)
  for (const runner of runners) {
    if (runner.spec.replicas !== 1) problems.push(`${runner.metadata.name} runs the jobs queue in ${runner.spec.replicas} replicas`)
    if (runner.spec.strategy?.type !== 'Recreate')
      problems.push(`${runner.metadata.name} runs the jobs queue and rolls out without Recreate: two runners overlap`)
    if (objects.some((object) => object.kind === 'HorizontalPodAutoscaler' && object.spec.scaleTargetRef.name === runner.metadata.name))
      problems.push(`an HPA scales ${runner.metadata.name}, which runs the jobs queue`)
  }
  return problems
}
