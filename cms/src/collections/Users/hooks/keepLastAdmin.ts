import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type PayloadRequest, type Where } from 'payload'

// The CMS must always keep someone who can manage users: the last active admin can be neither
// demoted, deactivated nor deleted.

const otherAdminCount = async (req: PayloadRequest, id: number | string) => {
  const where: Where = {
    and: [{ role: { equals: 'admin' } }, { or: [{ deactivated: { equals: false } }, { deactivated: { exists: false } }] }, { id: { not_equals: id } }],
  }
  const { totalDocs } = await req.payload.count({ collection: 'users', where, req })
  return totalDocs
}

export const keepLastAdminOnDemote: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  const demoted = operation === 'update' && originalDoc?.role === 'admin' && data.role !== undefined && data.role !== 'admin'
  const deactivated = operation === 'update' && originalDoc?.role === 'admin' && !originalDoc.deactivated && data.deactivated === true
  if ((demoted || deactivated) && (await otherAdminCount(req, originalDoc.id)) === 0) {
    const what = demoted ? '역할은 변경할' : '계정은 비활성화할'
    throw new APIError(`마지막 관리자의 ${what} 수 없습니다. 먼저 다른 관리자를 지정하세요.`, 400, null, true)
  }
  return data
}

export const keepLastAdminOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const user = await req.payload.findByID({ collection: 'users', id, req, depth: 0, disableErrors: true })
  if (user?.role === 'admin' && (await otherAdminCount(req, id)) === 0) {
    throw new APIError('마지막 관리자는 삭제할 수 없습니다. 먼저 다른 관리자를 지정하세요.', 400, null, true)
  }
}
