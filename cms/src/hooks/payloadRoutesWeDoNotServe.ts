import { access } from 'node:fs/promises'
import path from 'node:path'
import { type Endpoint, NotFound, type PayloadHandler, type SanitizedCollectionConfig, type SanitizedConfig } from 'payload'
import { unstorable } from './refuseUnstorableText'

const notFound: PayloadHandler = (req) => {
  throw new NotFound(req.t)
}

/**
 * A file route that answers a file no one has as any missing document is (404). Payload's answers
 * 500 to a name PostgreSQL cannot compare (a NUL) and, for a reader who may see every file (staff,
 * or anyone where reading is public), to a name with nothing on disk.
 */
function missingFilesAreNotFound(serve: PayloadHandler, collection: SanitizedCollectionConfig): PayloadHandler {
  const onDisk = (filename: string) => {
    const dir = collection.upload.staticDir
    return dir
      ? access(path.join(path.resolve(dir), path.basename(filename))).then(
          () => true,
          () => false,
        )
      : Promise.resolve(true)
  }
  return async (req) => {
    const filename = req.routeParams?.filename
    if (typeof filename !== 'string' || unstorable(filename)) throw new NotFound(req.t)
    let answer: Response | { status?: number }
    try {
      answer = await serve(req)
    } catch (error) {
      answer = error as { status?: number }
    }
    if ((answer.status ?? 500) >= 500 && !(await onDisk(filename))) throw new NotFound(req.t)
    if (answer instanceof Response) return answer
    throw answer
  }
}

/**
 * Routes Payload gives every collection of a kind, whether or not this one can serve them, answered
 * with a 500 where they cannot: e-mail verification on an auth collection that does not verify,
 * the jobs queue's schedules where none is defined, files that are not there. Each answers 404, as
 * any route or document that does not exist (docs/decisions/0032). Applied to the finished config,
 * where Payload has added its routes; Payload shares one endpoint object among collections, so
 * each is replaced, never changed.
 */
export function payloadRoutesWeDoNotServe(config: SanitizedConfig): void {
  for (const collection of config.collections) {
    if (!collection.endpoints) continue
    collection.endpoints = collection.endpoints.map((endpoint): Endpoint => {
      if (endpoint.path === '/file/:filename' && collection.upload) return { ...endpoint, handler: missingFilesAreNotFound(endpoint.handler, collection) }
      if (endpoint.path === '/verify/:id' && collection.auth && !collection.auth.verify) return { ...endpoint, handler: notFound }
      if (endpoint.path === '/handle-schedules' && !config.jobs.scheduling) return { ...endpoint, handler: notFound }
      return endpoint
    })
  }
}
