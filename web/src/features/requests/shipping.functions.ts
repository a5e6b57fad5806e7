import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { shipmentProblem, type Courier } from '@storefront/rules/shipping'
import { limitConsumerWrite } from '~/features/security/write-limit.server'
import { validInput } from '~/features/input/invalid-input'
import { changeMyRequest } from './changes.server'

const COLLECTIONS = { service: 'service-requests', 'trade-in': 'trade-ins' } as const

/**
 * The courier and tracking number of the device I sent for a mail-in A/S request or trade-in.
 * Saving the same again changes nothing; the CMS says when it is too late to change.
 */
export const sendMyDevice = createServerFn({ method: 'POST' })
  .validator(
    validInput(
      z.object({
        kind: z.enum(['service', 'trade-in']),
        id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
        courier: z.string().max(20),
        trackingNumber: z.string().max(40),
      }),
    ),
  )
  .handler(async ({ data }) => {
    const limited = await limitConsumerWrite()
    if (limited) return limited
    const problem = shipmentProblem(data)
    if (problem || !data.courier) return { ok: false as const, message: problem ?? '택배사를 선택하세요.' }
    const inbound = { courier: data.courier as Courier, trackingNumber: data.trackingNumber }
    return changeMyRequest(COLLECTIONS[data.kind], data.id, { inbound }, '운송장을 저장하지 못했습니다. 잠시 후 다시 시도하세요.')
  })
