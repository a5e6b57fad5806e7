import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import type { Device } from '@/payload-types'

async function setSerialStatus(req: PayloadRequest, serial: Device['serial'], status: 'available' | 'registered') {
  const id = typeof serial === 'object' ? serial?.id : serial
  if (id) await req.payload.update({ collection: 'serials', id, data: { status }, depth: 0, req })
}

/** The serial is 'registered' while an active registration holds it, 'available' again after. */
export const syncSerialStatus: CollectionAfterChangeHook<Device> = async ({ doc, previousDoc, operation, req }) => {
  const wasActive = operation === 'update' && previousDoc.status === 'active'
  const isActive = doc.status === 'active'
  if (isActive && !wasActive) await setSerialStatus(req, doc.serial, 'registered')
  if (wasActive && !isActive) await setSerialStatus(req, doc.serial, 'available')
  return doc
}

export const releaseSerialOnDelete: CollectionAfterDeleteHook<Device> = async ({ doc, req }) => {
  if (doc.status === 'active') await setSerialStatus(req, doc.serial, 'available')
}
