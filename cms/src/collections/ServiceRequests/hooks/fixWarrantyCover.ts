import type { CollectionBeforeChangeHook } from 'payload'
import { seoulDay } from '@storefront/rules/seoul-date'
import { inWarranty } from '@storefront/rules/warranty'

/** Whether the repair is under warranty is decided once, on the day the request is filed. */
export const fixWarrantyCover: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const device = await req.payload.findByID({ collection: 'devices', id: data.device, depth: 0, req })
  const covered = Boolean(device.warrantyEnd) && inWarranty(seoulDay(new Date(device.warrantyEnd!)), seoulDay(new Date()))
  return { ...data, inWarranty: covered }
}
