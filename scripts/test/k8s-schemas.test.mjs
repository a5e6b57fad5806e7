// Every overlay of deploy/k8s renders, and every object it holds is valid against the Kubernetes
// API's schemas (scripts/lib/k8s-schemas.mjs), with no field the API does not know.
import assert from 'node:assert/strict'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import { render } from '../lib/kustomize.mjs'
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

  it('are rendered only with the Kustomize fields scripts/lib/kustomize.mjs implements', () => {
    assert.throws(() => render(join(root, 'scripts/test/fixtures/kustomize-unsupported')), /commonLabels not supported/)
  })
})
