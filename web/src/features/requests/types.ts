// What A/S requests and trade-ins share, as their pages are given it.

/** A shop to bring the device to (A/S, a trade-in), as the form's choice shows it; the position sorts by distance. */
export interface VisitShop {
  id: number
  name: string
  district: string
  address: string
  lat: number
  lng: number
}
