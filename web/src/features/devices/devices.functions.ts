import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { validInput } from '~/features/server/invalid-input'
import { readMyDevice, readMyDevices } from './my-devices.server'
import { readAuthStep, readLicenseStep } from './registration.server'

const privately = () => setResponseHeader('Cache-Control', 'private, no-store')

export const getAuthStep = createServerFn({ method: 'GET' }).handler(() => {
  privately()
  return readAuthStep()
})

export const getLicenseStep = createServerFn({ method: 'GET' }).handler(() => {
  privately()
  return readLicenseStep()
})

export const getMyDevice = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ id: z.number().int().positive() })))
  .handler(({ data }) => {
    privately()
    return readMyDevice(data.id)
  })

export const getMyDevices = createServerFn({ method: 'GET' }).handler(() => {
  privately()
  return readMyDevices()
})
