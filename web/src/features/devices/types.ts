// What the registration journey's pages are given.

export interface CheckedProduct {
  id: number
  name: string
  warrantyMonths: number
  /** YYYY-MM-DD, when the CMS knows it: no purchase before it. */
  releasedOn: string | null
  image: { url: string; alt: string } | null
}

export interface KeptRegistration {
  serialNumber: string
  authCode?: string
  product: CheckedProduct
}

/** A registered device as the completion page and my devices show it. */
export interface DeviceView {
  id: number
  serialNumber: string
  productName: string
  image: { url: string; alt: string } | null
  purchaseDate: string
  purchasePlace: string | null
  warrantyEnd: string
  /** "YYYY-MM-DD까지 보증" or "보증 기간 만료". */
  warrantyLabel: string
  inWarranty: boolean
  /** The certificate's verification code, "7K2M-Q9XD-41TR"; null for a registration made before codes. */
  warrantyCode: string | null
  /** Until when the transfer code I made works (YYYY-MM-DD HH:mm in Seoul); null when there is none. */
  transferOfferUntil: string | null
  /** The service programs (무상 수리 프로그램) running now that cover it. */
  programs: DeviceProgram[]
}

/** A service program covering a device, as the storefront names it. */
export interface DeviceProgram {
  id: number
  name: string
  /** 무상 수리 or 무상 교환. */
  offerLabel: string
  /** The last day to file (YYYY-MM-DD, Seoul). */
  endsOn: string
}

export interface MyDevice extends DeviceView {
  productId: number | null
  /** Trade-in events running now that take this model, with the credit in won. */
  tradeIns: { id: number; title: string; credit: number }[]
}
