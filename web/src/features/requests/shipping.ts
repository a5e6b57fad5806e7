import { courierLabel, trackingUrl, type Shipment } from '@storefront/rules/shipping'

// A mail-in request's shipments as its page shows them (A/S and trade-ins alike).

export interface ShipmentView {
  courier: string
  courierLabel: string
  trackingNumber: string
  /** The courier's own tracking page. */
  url: string | null
}

export interface MailInAddress {
  name: string
  phone: string
  postalCode: string
  address: string
}

export interface ShippingView {
  /** Where to send the device; null when the brand has not set it (the page says to ask). */
  sendTo: MailInAddress | null
  /** The customer's shipment of the device, once given. */
  inbound: ShipmentView | null
  /** Staff's shipment back, once sent. */
  outbound: ShipmentView | null
  /** The customer may give or change their shipment now (the CMS's requests/shipping/checkShipping agrees). */
  canSend: boolean
}

export function shipmentView(shipment: Shipment | null | undefined): ShipmentView | null {
  if (!shipment?.courier || !shipment.trackingNumber) return null
  return {
    courier: shipment.courier,
    courierLabel: courierLabel(shipment.courier) ?? shipment.courier,
    trackingNumber: shipment.trackingNumber,
    url: trackingUrl(shipment.courier, shipment.trackingNumber),
  }
}
