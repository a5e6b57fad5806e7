import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { DATA_REQUEST_KINDS, DATA_REQUEST_MAX_LENGTH, type DataRequestKind } from '@storefront/rules/data-request'
import { z } from 'zod'
import { limitConsumerWrite } from '~/features/security/write-limit.server'
import { validInput } from '~/features/input/invalid-input'
import { fileDataRequest, myDataRequests } from './my-data.server'

export const getMyDataRequests = createServerFn({ method: 'GET' }).handler(() => {
  setResponseHeader('Cache-Control', 'private, no-store')
  return myDataRequests()
})

const kinds = Object.keys(DATA_REQUEST_KINDS) as [DataRequestKind, ...DataRequestKind[]]

export const requestDataChange = createServerFn({ method: 'POST' })
  .validator(
    validInput(
      z.object({
        kind: z.enum(kinds),
        details: z
          .string()
          .trim()
          .min(1, '무엇을 어떻게 해 드릴지 적어 주세요.')
          .max(DATA_REQUEST_MAX_LENGTH, `${DATA_REQUEST_MAX_LENGTH}자까지 적을 수 있습니다.`),
        key: z.string().regex(/^[\w-]{8,64}$/),
      }),
    ),
  )
  .handler(async ({ data }) => (await limitConsumerWrite()) ?? fileDataRequest(data))
