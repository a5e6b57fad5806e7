// The part of Kustomize that deploy/k8s uses, so the suite renders the overlays without kubectl
// (no binary on this machine, none on npm: docs/decisions/0053). Exactly these fields of a
// kustomization: `resources` (files, and folders holding a kustomization.yaml), `namespace`,
// `images` (name → newName, newTag) and `patches` whose patch is a JSON 6902 list targeted by kind
// and name. Any other field is refused, so the manifests cannot start relying on one this does not
// render the way `kubectl kustomize` would.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parse, parseAllDocuments } from 'yaml'

const SUPPORTED = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'images', 'patches'])
/** Kinds without a namespace among those the manifests hold. */
const CLUSTER_SCOPED = new Set(['Namespace', 'IngressClass', 'ClusterRole', 'ClusterRoleBinding'])

/** The objects `kubectl kustomize <dir>` prints, in resource order. */
export function render(dir) {
  const kustomization = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8'))
  const unknown = Object.keys(kustomization).filter((key) => !SUPPORTED.has(key))
  if (unknown.length) throw new Error(`${dir}/kustomization.yaml: ${unknown.join(', ')} not supported by scripts/lib/kustomize.mjs`)
  let objects = (kustomization.resources ?? []).flatMap((resource) => {
    const path = join(dir, resource)
    if (existsSync(path) && statSync(path).isDirectory()) return render(path)
    return parseAllDocuments(readFileSync(path, 'utf8')).map((document) => {
      if (document.errors.length) throw new Error(`${path}: ${document.errors[0].message}`)
      return document.toJS()
    })
  })
  objects = objects.filter(Boolean)
  for (const { target, patch } of kustomization.patches ?? []) {
    const matches = objects.filter((object) => object.kind === target.kind && object.metadata.name === target.name)
    if (matches.length !== 1) throw new Error(`${dir}: patch target ${target.kind}/${target.name} matches ${matches.length} objects`)
    for (const operation of parse(patch)) applyOperation(matches[0], operation)
  }
  for (const image of kustomization.images ?? []) setImage(objects, image)
  if (kustomization.namespace) {
    for (const object of objects) if (!CLUSTER_SCOPED.has(object.kind)) object.metadata.namespace = kustomization.namespace
  }
  return objects
}

/** RFC 6902's add, replace and remove, which is all the overlays use. */
function applyOperation(object, { op, path, value }) {
  const keys = path
    .split('/')
    .slice(1)
    .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'))
  const last = keys.pop()
  const parent = keys.reduce((node, key) => {
    if (node?.[key] === undefined) throw new Error(`patch path ${path} does not exist`)
    return node[key]
  }, object)
  const index = Array.isArray(parent) ? (last === '-' ? parent.length : Number(last)) : undefined
  if (op === 'add') {
    if (Array.isArray(parent)) parent.splice(index, 0, value)
    else parent[last] = value
  } else if (op === 'replace' || op === 'remove') {
    if (!(last in parent)) throw new Error(`patch path ${path} does not exist`)
    if (op === 'replace') parent[last] = value
    else if (Array.isArray(parent)) parent.splice(index, 1)
    else delete parent[last]
  } else throw new Error(`patch op ${op} not supported by scripts/lib/kustomize.mjs`)
}

/** Kustomize's image transformer: every container whose image is `name` (with or without a tag). */
function setImage(objects, { name, newName, newTag }) {
  for (const container of objects.flatMap(containersOf)) {
    const [current, tag] = container.image.split(':')
    if (current !== name) continue
    container.image = `${newName ?? current}${(newTag ?? tag) ? `:${newTag ?? tag}` : ''}`
  }
}

/** The containers (and init containers) of a Deployment's, a Job's or any workload's pod template. */
export function containersOf(object) {
  const pod = object.spec?.template?.spec ?? object.spec?.jobTemplate?.spec?.template?.spec
  return pod ? [...(pod.initContainers ?? []), ...(pod.containers ?? [])] : []
}
