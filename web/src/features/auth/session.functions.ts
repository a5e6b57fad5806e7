import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { firebaseClientConfig } from './client-config.server'
import { clearSessionCookie, readSessionUser, startSession } from './session.server'

export const getCurrentUser = createServerFn({ method: 'GET' }).handler(() => {
  // Whatever carries the answer (this RPC or an SSR page) is personal: never cache it shared.
  setResponseHeader('Cache-Control', 'private, no-store')
  return readSessionUser()
})

export const createSession = createServerFn({ method: 'POST' })
  .validator(z.object({ idToken: z.string().min(1).max(8192) }))
  .handler(({ data }) => startSession(data.idToken))

export const endSession = createServerFn({ method: 'POST' }).handler(() => {
  clearSessionCookie()
  return { ok: true }
})

export const getFirebaseClientConfig = createServerFn({ method: 'GET' }).handler(() => firebaseClientConfig())
