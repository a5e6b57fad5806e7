import { APIError, type Endpoint } from 'payload'
import { isAdminOrManager } from '@/access/isAdminOrManager'
import { isCustomerUser, isStaffUser } from '@/access/roles'
import { ANNOUNCEMENT_QUEUE } from '@/collections/Announcements/queue'
import { seoulDay } from '@storefront/rules/seoul-date'
import { programDays, programRunning, programsForDevices } from './coverage'
import { programReach } from './reach'
import { rowId } from '@/lib/rowId'

export const START_FORBIDDEN = '무상 수리 프로그램은 매니저와 관리자만 시작할 수 있습니다.'
const PROGRAM_LINK_GONE = '알림의 링크가 올바르지 않거나 프로그램이 끝났습니다. 내 기기에서 대상 여부를 확인해 주세요.'

/**
 * POST /api/service-programs/:id/start: a manager's or admin's start (시작하기). The program turns
 * `started` and its notify job is queued; pressing again queues the job again, which tells only the
 * owners not yet told (a range widened since reaches its new owners). Bulk sends run on the
 * announcements' queue, so the customers' own request notices never wait behind them.
 */
export const startProgramEndpoint: Endpoint = {
  path: '/:id/start',
  method: 'post',
  handler: async (req) => {
    if (!isAdminOrManager({ req })) throw new APIError(START_FORBIDDEN, 403, null, true)
    const id = rowId(req.routeParams?.id)
    const program = id && (await req.payload.findByID({ collection: 'service-programs', id, depth: 0, disableErrors: true, req }))
    if (!program) throw new APIError('무상 수리 프로그램을 찾을 수 없습니다.', 404, null, true)
    // Owners are told when it starts, so it starts within its days: before, nobody could file yet.
    const { startsOn, endsOn } = programDays(program)
    const today = seoulDay(new Date())
    if (today < startsOn) throw new APIError(`시작일(${startsOn})부터 시작할 수 있습니다.`, 409, null, true)
    if (endsOn < today) throw new APIError('기간이 끝난 프로그램은 시작할 수 없습니다. 종료일을 고친 뒤 시작해 주세요.', 409, null, true)
    if (program.state !== 'started') {
      await req.payload.update({
        collection: 'service-programs',
        id: program.id,
        data: { state: 'started', startedAt: new Date().toISOString(), startedBy: req.user?.id },
        depth: 0,
        req,
        overrideAccess: true,
      })
    }
    await req.payload.jobs.queue({ task: 'serviceProgramNotify', queue: ANNOUNCEMENT_QUEUE, input: { program: program.id }, req })
    return Response.json({ state: 'started' })
  },
}

/** GET /api/service-programs/:id/reach: notified, opened, requested, done (reach.ts), for staff. */
export const reachEndpoint: Endpoint = {
  path: '/:id/reach',
  method: 'get',
  handler: async (req) => {
    if (!isStaffUser(req.user)) throw new APIError('직원만 볼 수 있습니다.', 403, null, true)
    const id = rowId(req.routeParams?.id)
    const [reach] = id ? await programReach(req.payload, { programId: id }) : []
    if (!reach) throw new APIError('무상 수리 프로그램을 찾을 수 없습니다.', 404, null, true)
    return Response.json(reach, { headers: { 'cache-control': 'no-store' } })
  },
}

/** GET /api/service-programs/mine: for each of the signed-in customer's active devices, the running programs that cover it. */
export const mineEndpoint: Endpoint = {
  path: '/mine',
  method: 'get',
  handler: async (req) => {
    if (!isCustomerUser(req.user)) throw new APIError('로그인해 주세요.', 401, null, true)
    const { docs } = await req.payload.find({
      collection: 'devices',
      where: { and: [{ customer: { equals: req.user!.id } }, { status: { equals: 'active' } }] },
      select: { status: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const applying = await programsForDevices(
      req.payload,
      docs.map(({ id }) => id),
    )
    return Response.json({ devices: Object.fromEntries(applying) }, { headers: { 'cache-control': 'no-store' } })
  },
}

/**
 * POST /api/service-programs/open { token }: the notice's link followed (the storefront's
 * /service/program/<token>). Records the first open and answers which serial and program the
 * prefilled request is for; the form itself is the owner's only (it asks them to sign in).
 */
export const openNoticeEndpoint: Endpoint = {
  path: '/open',
  method: 'post',
  handler: async (req) => {
    const body = (await req.json?.().catch(() => null)) as { token?: unknown } | null
    const token = typeof body?.token === 'string' && /^[\w-]{16,64}$/.test(body.token) ? body.token : null
    const row =
      token &&
      (
        await req.payload.find({
          collection: 'service-program-notices',
          where: { token: { equals: token } },
          limit: 1,
          depth: 1,
          overrideAccess: true,
          populate: { 'service-programs': { state: true, startsOn: true, endsOn: true }, devices: { serialNumber: true } },
        })
      ).docs[0]
    const program = row && typeof row.program === 'object' ? row.program : null
    const device = row && typeof row.device === 'object' ? row.device : null
    if (!row || !program || !device || !programRunning(program)) throw new APIError(PROGRAM_LINK_GONE, 404, null, true)
    if (!row.openedAt) {
      await req.payload.update({
        collection: 'service-program-notices',
        id: row.id,
        data: { openedAt: new Date().toISOString() },
        depth: 0,
        overrideAccess: true,
      })
    }
    return Response.json({ program: program.id, serialNumber: device.serialNumber })
  },
}
