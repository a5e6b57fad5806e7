import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { readMyIdentity } from './identity.server'

/** The signed-in customer's 본인인증, for an adult-only page; null when nobody is signed in. */
export const getMyIdentity = createServerFn({ method: 'GET' }).handler(() => {
  setResponseHeader('Cache-Control', 'private, no-store')
  return readMyIdentity()
})
