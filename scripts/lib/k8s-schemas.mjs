// Every rendered object checked against the Kubernetes API's schemas as the `kubernetes-models`
// package ships them (its validators are compiled from the API's OpenAPI document): types,
// required fields, enums and formats such as quantities. Those validators let unknown fields
// through, which `kubectl apply` refuses (strict field validation), so the same package's
// TypeScript types then check each object as an object literal: a misspelt field such as
// `readinesProbe` is an excess property there.
import { join } from 'node:path'
import ts from 'typescript'
import { root } from './stack.mjs'

/** `kubernetes-models/<group>/<version>/<Kind>`; the core group's objects live under `v1/`. */
const modelPath = ({ apiVersion, kind }) => `kubernetes-models/${apiVersion}/${kind}`

/** Problems with `objects` against the API's schemas, as `Kind/name: message`; empty when all are valid. */
export async function schemaProblems(objects) {
  const problems = []
  for (const object of objects) {
    const name = `${object.kind}/${object.metadata?.name}`
    let Model
    try {
      Model = (await import(modelPath(object)))[object.kind]
    } catch {
      problems.push(`${name}: no schema for ${object.apiVersion} ${object.kind}`)
      continue
    }
    try {
      new Model(object).validate()
    } catch (error) {
      problems.push(`${name}: ${error.message}`)
    }
  }
  return [...problems, ...unknownFields(objects)]
}

/** Fields the API does not know, found by type-checking each object against the package's interfaces. */
function unknownFields(objects) {
  // Inside the repository, so `kubernetes-models` resolves from its node_modules.
  const file = join(root, 'scripts/.k8s-objects.ts')
  const source = objects
    .map(
      (object, index) =>
        `import type { I${object.kind} as T${index} } from '${modelPath(object)}'\nexport const o${index}: T${index} = ${JSON.stringify(object)}\n`,
    )
    .join('')
  const host = ts.createCompilerHost({})
  const { fileExists, readFile } = host
  host.fileExists = (path) => path === file || fileExists(path)
  host.readFile = (path) => (path === file ? source : readFile(path))
  const options = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  }
  const program = ts.createProgram({ rootNames: [file], options, host })
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const line = diagnostic.file ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line : -1
    const object = objects[Math.floor(line / 2)]
    return `${object ? `${object.kind}/${object.metadata?.name}` : '(objects)'}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`
  })
}
