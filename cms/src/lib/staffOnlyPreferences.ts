import { type Access, APIError, type PayloadRequest, type SanitizedConfig, type Where } from 'payload'
import { isStaff } from '@/access/isStaff'

/**
 * Payload's own preferences collection (the admin panel's column choices, open groups…) lets any
 * signed-in user create preferences and use its /:key endpoints, and consumers are signed-in
 * users too. Preferences are a staff tool: consumers get none, and staff keep Payload's rule of
 * touching only their own. Payload adds the collection while sanitising, after plugins run, so
 * this is applied to the finished config.
 */
export async function staffOnlyPreferences(config: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const sanitized = await config
  const preferences = sanitized.collections.find(({ slug }) => slug === 'payload-preferences')
  if (!preferences) return sanitized
  const ownOnly =
    (rule: Access | undefined): Access =>
    (args) =>
      isStaff(args) ? (rule ? rule(args) : true) : false
  const { access } = preferences
  preferences.access = {
    ...access,
    create: ownOnly(undefined),
    read: ownOnly(access.read),
    update: ownOnly(access.update),
    delete: ownOnly(access.delete),
  }
  preferences.endpoints = (preferences.endpoints || []).map((endpoint) => ({
    ...endpoint,
    handler: async (req) => {
      if (!isStaff({ req })) throw new APIError('관리자 화면 설정은 직원만 쓸 수 있습니다.', 403, null, true)
      // Payload's delete of a key the user has no preference for ends in a database error (500).
      if (endpoint.method === 'delete' && !(await ownPreferenceExists(req))) throw new APIError('설정을 찾을 수 없습니다.', 404, null, true)
      return endpoint.handler(req)
    },
  }))
  return sanitized
}

const ownPreferenceExists = async (req: PayloadRequest): Promise<boolean> => {
  const where: Where = {
    and: [
      { key: { equals: req.routeParams?.key as string } },
      { 'user.value': { equals: req.user!.id } },
      { 'user.relationTo': { equals: req.user!.collection } },
    ],
  }
  return (await req.payload.count({ collection: 'payload-preferences', where, req, overrideAccess: true })).totalDocs > 0
}
