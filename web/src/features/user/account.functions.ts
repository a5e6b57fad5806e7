import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { limitConsumerWrite } from '~/features/security/write-limit.server'
import { closeMyAccount, readMyAccount, saveMyProfile } from './account.server'
import { profileFormSchema } from './phone'
import { validInput } from '~/features/input/invalid-input'

export const getMyAccount = createServerFn({ method: 'GET' }).handler(() => {
  setResponseHeader('Cache-Control', 'private, no-store')
  return readMyAccount()
})

export const updateMyProfile = createServerFn({ method: 'POST' })
  .validator(validInput(profileFormSchema))
  .handler(async ({ data }) => (await limitConsumerWrite()) ?? saveMyProfile(data))

export const deleteMyAccount = createServerFn({ method: 'POST' }).handler(async () => (await limitConsumerWrite()) ?? closeMyAccount())
