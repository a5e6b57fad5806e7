import { APIError, type CollectionBeforeChangeHook } from 'payload'
import type { ServiceRequest } from '@/payload-types'
import { relationId } from '@storefront/rules/relation-id'
import { coveredDevices, programRunning } from '../coverage'

export const NOT_IN_PROGRAM = '이 기기는 선택한 무상 수리 프로그램 대상이 아니거나 프로그램 기간이 아닙니다.'

/**
 * An A/S request filed under a service program (the notice's prefilled form) belongs to it only when
 * the program runs today and covers the request's device: the flag staff see, and the reach, count
 * nothing else. The program is fixed when filed.
 */
export const checkProgramRequest: CollectionBeforeChangeHook<ServiceRequest> = async ({ data, operation, req }) => {
  if (operation !== 'create' || data.program == null) return data
  const programId = relationId(data.program)
  const device = relationId(data.device)
  const program =
    programId && (await req.payload.findByID({ collection: 'service-programs', id: programId, depth: 0, disableErrors: true, overrideAccess: true, req }))
  const covered = program && device && programRunning(program) ? await coveredDevices(req.payload, program, { devices: [device], req }) : []
  if (!covered.length) throw new APIError(NOT_IN_PROGRAM, 400, [{ path: 'program', message: NOT_IN_PROGRAM }], true)
  return data
}
