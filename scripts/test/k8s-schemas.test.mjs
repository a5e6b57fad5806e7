// Every overlay of deploy/k8s renders, and every object it holds is valid against the Kubernetes
// API's schemas (scripts/lib/k8s-schemas.mjs), with no field the API does not know.
import assert from 'node:assert/strict'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { describe, it } from 'node:test'
import { stringify } from 'yaml'
import { containersOf, render } from '../lib/k8s-render.mjs'
import { schemaProblems } from '../lib/k8s-schemas.mjs'
import { root } from '../lib/stack.mjs'

const OVERLAYS = readdirSync(join(root, 'deploy/k8s/overlays'))
const renderOverlay = (overlay) => render(join(root, 'deploy/k8s/overlays', overlay))

describe('the Kubernetes manifests', () => {
  it('have a small and a production overlay', () => {
    assert.deepEqual(OVERLAYS.toSorted(), ['production', 'small'])
  })

  for (const overlay of OVERLAYS) {
    it(`render the ${overlay} overlay into objects the API accepts`, async () => {
      const objects = renderOverlay(overlay)
      assert.ok(objects.length >= 15, `${objects.length} objects`)
      assert.deepEqual(await schemaProblems(objects), [])
      assert.ok(objects.every((object) => object.metadata.namespace === 'storefront'))
    })
  }

  it('are refused with a wrong type, a missing required field or a misspelt field', async () => {
    const objects = renderOverlay('small')
    const web = objects.find((object) => object.kind === 'Deployment' && object.metadata.name === 'web')
    web.spec.replicas = 'two'
    delete objects.find((object) => object.kind === 'Service').spec.ports[0].port
    const [container] = web.spec.template.spec.containers
    container.readinesProbe = container.readinessProbe
    const problems = await schemaProblems(objects)
    assert.ok(
      problems.some((problem) => problem.startsWith('Deployment/web') && problem.includes('replicas must be integer')),
      problems.join('\n'),
    )
    assert.ok(
      problems.some((problem) => problem.startsWith('Service/') && problem.includes('must have required property port')),
      problems.join('\n'),
    )
    assert.ok(
      problems.some((problem) => problem.startsWith('Deployment/web') && problem.includes('readinesProbe')),
      problems.join('\n'),
    )
  })

  it('roll the pods that read a ConfigMap when a value in it changes, and no others', () => {
    // An overlay of the small one that changes one value of cms-config, as an edit would.
    const dir = mkdtempSync(join(tmpdir(), 'k8s-config-change-'))
    writeFileSync(
      join(dir, 'kustomization.yaml'),
      stringify({
        resources: [relative(dir, join(root, 'deploy/k8s/overlays/small'))],
        patches: [{ target: { kind: 'ConfigMap', name: 'cms-config' }, patch: '- { op: replace, path: /data/LOG_LEVEL, value: debug }' }],
      }),
    )
    const [before, after] = [renderOverlay('small'), render(dir)]
    rmSync(dir, { recursive: true })
    const template = (objects, kind, name) => JSON.stringify(objects.find((object) => object.kind === kind && object.metadata.name === name).spec.template)
    const rolled = [
      ['Deployment', 'cms'],
      ['Deployment', 'cms-jobs'],
      ['Job', 'migrate'],
      ['Deployment', 'web'],
      ['Deployment', 'pgbouncer'],
    ].filter(([kind, name]) => template(before, kind, name) !== template(after, kind, name))
    assert.deepEqual(rolled, [
      ['Deployment', 'cms'],
      ['Deployment', 'cms-jobs'],
      ['Job', 'migrate'],
    ])
    // Every map a pod reads is one the overlay renders, under the name it renders it with.
    for (const objects of [before, after]) {
      const maps = new Set(objects.filter((object) => object.kind === 'ConfigMap').map((object) => object.metadata.name))
      const refs = objects
        .flatMap(containersOf)
        .flatMap((container) => [
          ...(container.envFrom ?? []).flatMap((source) => source.configMapRef?.name ?? []),
          ...(container.env ?? []).flatMap((entry) => entry.valueFrom?.configMapKeyRef?.name ?? []),
        ])
      assert.ok(refs.length >= 10)
      assert.deepEqual(
        refs.filter((name) => !maps.has(name)),
        [],
      )
    }
  })
})
