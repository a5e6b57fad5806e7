// The overlays of deploy/k8s as the cluster receives them: rendered by `kubectl kustomize` (Kustomize
// built into kubectl), parsed into objects (docs/decisions/0081).
import { execFileSync } from 'node:child_process'
import { parseAllDocuments } from 'yaml'

/** The objects `kubectl kustomize <dir>` prints. */
export function render(dir) {
  const yaml = execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })
  return parseAllDocuments(yaml).map((document) => {
    if (document.errors.length) throw new Error(`kubectl kustomize ${dir}: ${document.errors[0].message}`)
    return document.toJS()
  })
}

/** A generated object's name without the hash of its contents Kustomize appends (`web-config-<hash>` → `web-config`). */
export const baseName = (name) => name.replace(/-[bcdfghkmt2-9]{10}$/, '')

/** The object of `kind` named `name`, or generated from a generator of that name. */
export const findObject = (objects, kind, name) =>
  objects.find((object) => object.kind === kind && (object.metadata.name === name || baseName(object.metadata.name) === name))

/** The containers (and init containers) of a Deployment's, a Job's or any workload's pod template. */
export function containersOf(object) {
  const pod = object.spec?.template?.spec ?? object.spec?.jobTemplate?.spec?.template?.spec
  return pod ? [...(pod.initContainers ?? []), ...(pod.containers ?? [])] : []
}
