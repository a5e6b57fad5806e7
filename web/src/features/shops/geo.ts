import type { LatLng } from './shop-search'

const EARTH_RADIUS_KM = 6371.0088

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(from: LatLng, to: LatLng): number {
  const rad = Math.PI / 180
  const dLat = (to.lat - from.lat) * rad
  const dLng = (to.lng - from.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(from.lat * rad) * Math.cos(to.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** "850m" under a kilometre, "1.2km" under a hundred, "325km" beyond. */
export function formatDistance(km: number): string {
  const metres = Math.round(km * 100) * 10
  if (metres < 1000) return `${Math.max(10, metres)}m`
  const tenths = Math.round(km * 10) / 10
  return tenths < 100 ? `${tenths.toFixed(1)}km` : `${Math.round(km)}km`
}
