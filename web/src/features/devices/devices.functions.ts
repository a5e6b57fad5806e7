import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { validInput } from '~/features/input/invalid-input'
import { readMyDevice, readMyDeviceBySerial, readMyDevices } from './my-devices.server'
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

/** My own active device by its serial (its warranty certificate, handing it on); null (the 404 screen) for anyone else's. */
export const getMyDeviceBySerial = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ serialNumber: z.string().min(1).max(64) })))
  .handler(({ data }) => {
    privately()
    return readMyDeviceBySerial(data.serialNumber)
  })

export const getMyDevices = createServerFn({ method: 'GET' }).handler(() => {
  privately()
  return readMyDevices()
})
