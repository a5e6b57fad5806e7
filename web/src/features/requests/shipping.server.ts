import type { Site } from '@storefront/cms/payload-types'
import { getSite } from '~/features/layout/site-chrome.server'
import { shipmentView, type MailInAddress, type ShippingView } from './shipping'

type MailInRequest = {
  method: 'visit' | 'mail'
  inbound?: { courier?: string | null; trackingNumber?: string | null } | null
  outbound?: { courier?: string | null; trackingNumber?: string | null } | null
}

const addressOf = (mailIn: Site['mailIn']): MailInAddress | null =>
  mailIn?.name && mailIn.address ? { name: mailIn.name, phone: mailIn.phone ?? '', postalCode: mailIn.postalCode ?? '', address: mailIn.address } : null

/** The shipping part of a mail-in request's page; null for a visit. */
export async function shippingOf(doc: MailInRequest, canSend: boolean): Promise<ShippingView | null> {
  if (doc.method !== 'mail') return null
  const site = await getSite()
  return { sendTo: addressOf(site.mailIn), inbound: shipmentView(doc.inbound), outbound: shipmentView(doc.outbound), canSend }
}
