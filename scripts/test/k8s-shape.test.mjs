// The Kubernetes manifests say what compose, the replicas command, the contract and the servers'
// code say (scripts/lib/k8s-shape.mjs, k8s-edges.mjs), in every overlay; and each check fails on a
// rendered copy broken the way a careless edit would break it.
import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import { ingressProblems, jobsRunnerProblems, memoryProblems, shutdownProblems } from '../lib/k8s-edges.mjs'
import { contractVariables, healthPaths, imageProblems, portProblems, probeProblems, secretKeys, variableProblems, variablesRead } from '../lib/k8s-shape.mjs'
import { findObject, render } from '../lib/k8s-render.mjs'
import { BALANCER_BACKEND } from '../lib/replicas.mjs'
import { root } from '../lib/stack.mjs'

const overlays = readdirSync(join(root, 'deploy/k8s/overlays'))
const renderOverlay = (overlay) => render(join(root, 'deploy/k8s/overlays', overlay))
/** The path HAProxy checks in the replicas command and in compose (deploy/haproxy.cfg). */
const balancerCheck = /^option httpchk GET (\S+)$/.exec(BALANCER_BACKEND.find((line) => line.startsWith('option httpchk')))[1]
const allProblems = (objects) => [
  ...variableProblems(objects),
  ...probeProblems(objects, { balancerCheck }),
  ...portProblems(objects),
  ...imageProblems(objects),
  ...shutdownProblems(objects),
  ...ingressProblems(objects),
  ...memoryProblems(objects),
  ...jobsRunnerProblems(objects),
]
const workload = (objects, name) => objects.find((object) => ['Deployment', 'Job'].includes(object.kind) && object.metadata.name === name)
const container = (objects, name) => workload(objects, name).spec.template.spec.containers[0]

describe('the Kubernetes manifests and the rest of the repository', () => {
  for (const overlay of overlays) {
    it(`agree in the ${overlay} overlay`, () => {
      assert.deepEqual(allProblems(renderOverlay(overlay)), [])
    })
  }

  it('are checked against lists read from the code and the contract', () => {
    // Lists that came out empty would make every check pass.
    assert.ok(variablesRead('cms').includes('S3_BUCKET') && variablesRead('cms').includes('SHUTDOWN_DELAY_MS'))
    assert.ok(variablesRead('web').includes('RATE_LIMIT_DATABASE_URL') && variablesRead('web').includes('INSTANCE_ID'))
    assert.ok(contractVariables('cms').includes('SMTP_PASSWORD') && contractVariables('web').includes('KAKAO_USER_URL'))
    for (const server of ['web', 'cms']) {
      assert.deepEqual(
        healthPaths(server)
          .filter((path) => path !== '/api/health')
          .toSorted(),
        ['/api/health/live', '/api/health/ready'],
      )
    }
  })

  it('fail when a variable a server reads is missing', () => {
    const objects = renderOverlay('production')
    delete findObject(objects, 'ConfigMap', 'cms-config').data.S3_BUCKET
    const jobs = container(objects, 'cms-jobs')
    jobs.env = jobs.env.filter(({ name }) => name !== 'JOBS_AUTORUN')
    assert.deepEqual(variableProblems(objects).toSorted(), [
      'Deployment/cms does not set S3_BUCKET (cms reads it)',
      'Deployment/cms-jobs does not set S3_BUCKET (cms reads it)',
      'Deployment/cms-jobs: JOBS_AUTORUN is not "true" as in compose',
      'Job/migrate does not set S3_BUCKET (cms reads it)',
    ])
  })

  it('fail when a local-only variable is set or a secret sits in a ConfigMap', () => {
    const objects = renderOverlay('small')
    container(objects, 'web').env.push({ name: 'FIREBASE_AUTH_EMULATOR_HOST', value: '127.0.0.1:9099' })
    findObject(objects, 'ConfigMap', 'web-config').data.PREVIEW_SECRET = 'x'.repeat(32)
    assert.deepEqual(variableProblems(objects), [
      'Deployment/web sets FIREBASE_AUTH_EMULATOR_HOST, which only local runs may',
      'ConfigMap/web-config holds PREVIEW_SECRET, which belongs in a Secret',
    ])
  })

  it('fail on a probe path the server does not answer, and on a port that does not match', () => {
    const objects = renderOverlay('small')
    container(objects, 'web').readinessProbe.httpGet.path = '/api/ready'
    container(objects, 'cms').ports[0].containerPort = 3002
    assert.ok(probeProblems(objects, { balancerCheck }).some((problem) => problem.startsWith("web's readinessProbe asks /api/ready")))
    const ports = portProblems(objects)
    assert.ok(ports.includes('cms listens on 3002, its PORT is 3001'), ports.join('\n'))
    assert.ok(ports.includes("cms listens on 3002, cms/Dockerfile's EXPOSE is 3001"), ports.join('\n'))
  })

  it('fail on an image not built here, and a migration run on another image than the CMS', () => {
    const objects = renderOverlay('small')
    container(objects, 'migrate').image = 'node:24'
    assert.ok(imageProblems(objects).includes('Job/migrate runs node:24, not an image of ours (storefront/web, storefront/cms, storefront/pgbouncer)'))
    assert.ok(imageProblems(objects).includes("Job/migrate does not run the CMS Deployment's image"))
  })

  it('fail on a grace period shorter than the drain, a small body limit and a header of the ingress', () => {
    const objects = renderOverlay('small')
    workload(objects, 'web').spec.template.spec.terminationGracePeriodSeconds = 30
    const ingress = objects.find((object) => object.kind === 'Ingress' && object.metadata.name === 'web')
    ingress.metadata.annotations['nginx.ingress.kubernetes.io/proxy-body-size'] = '50m'
    ingress.metadata.annotations['nginx.ingress.kubernetes.io/configuration-snippet'] = 'more_set_headers "X-Frame-Options: SAMEORIGIN";'
    assert.deepEqual(shutdownProblems(objects), ['web: terminationGracePeriodSeconds 30 does not exceed the shutdown delay and drain (30 s)'])
    assert.deepEqual(ingressProblems(objects), [
      'Ingress/web refuses bodies over 52428800 bytes in English before web answers those over 52690944 in Korean',
      "Ingress/web sets nginx.ingress.kubernetes.io/configuration-snippet: the security headers are the servers' own",
    ])
  })

  it('fail when a second process would run the jobs queue', () => {
    const objects = renderOverlay('production')
    delete findObject(objects, 'ConfigMap', 'cms-config').data.JOBS_AUTORUN
    const jobs = workload(objects, 'cms-jobs')
    jobs.spec.strategy = { type: 'RollingUpdate' }
    assert.deepEqual(jobsRunnerProblems(objects), [
      '2 Deployments run the jobs queue (cms, cms-jobs), not one',
      'cms runs the jobs queue in 2 replicas',
      'cms runs the jobs queue and rolls out without Recreate: two runners overlap',
      'an HPA scales cms, which runs the jobs queue',
      'cms-jobs runs the jobs queue and rolls out without Recreate: two runners overlap',
    ])
  })

  it('fail on memory below what the servers were measured at', () => {
    assert.deepEqual(memoryProblems(renderOverlay('small'), { web: { peak: 400 }, cms: { peak: 700 } }), [
      'web requests 384Mi; it was measured at 400 MiB (bench/memory.json)',
      "web's memory limit 768Mi is under twice its measured 400 MiB",
    ])
  })

  it('let the migrations be applied alone with everything their Job reads (README, Production)', () => {
    const objects = renderOverlay('production')
    const selected = objects.filter((object) => ['config', 'migrate'].includes(object.metadata.labels?.['app.kubernetes.io/component']))
    const job = selected.find((object) => object.kind === 'Job')
    const maps = job.spec.template.spec.containers[0].envFrom.flatMap((source) => source.configMapRef?.name ?? [])
    assert.deepEqual(
      maps.filter((name) => !selected.some((object) => object.kind === 'ConfigMap' && object.metadata.name === name)),
      [],
    )
    assert.deepEqual(
      selected.filter((object) => object.kind === 'Deployment'),
      [],
    )
  })

  it('hold no secret value: the Secrets are made from example files with keys only', () => {
    for (const name of ['cms-secrets', 'web-secrets']) {
      const lines = readFileSync(join(root, `deploy/k8s/secrets/${name}.example.env`), 'utf8').split('\n')
      assert.deepEqual(
        lines.filter((line) => /^[A-Z]/.test(line) && !/^[A-Z0-9_]+=$/.test(line)),
        [],
      )
      assert.ok(secretKeys(name).length >= 6)
    }
    assert.ok(!overlays.some((overlay) => renderOverlay(overlay).some((object) => object.kind === 'Secret')))
  })
})
