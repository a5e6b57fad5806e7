import { describe, expect, it } from 'vitest'
import { distanceKm, formatDistance } from './geo'

describe('distances', () => {
  it('measures along the earth: Seoul City Hall to Busan station is about 325 km', () => {
    expect(distanceKm({ lat: 37.5663, lng: 126.9779 }, { lat: 35.1151, lng: 129.0419 })).toBeCloseTo(325, -1)
  })

  it('is zero from a place to itself and the same both ways', () => {
    const a = { lat: 37.5568, lng: 126.9237 }
    const b = { lat: 37.4979, lng: 127.0276 }
    expect(distanceKm(a, a)).toBe(0)
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9)
    // Hongdae to Gangnam station: about 11.3 km as the crow flies.
    expect(distanceKm(a, b)).toBeGreaterThan(11)
    expect(distanceKm(a, b)).toBeLessThan(11.6)
  })

  it('shows metres under a kilometre, one decimal under a hundred, whole kilometres beyond', () => {
    expect(formatDistance(0)).toBe('10m')
    expect(formatDistance(0.8512)).toBe('850m')
    expect(formatDistance(0.9996)).toBe('1.0km')
    expect(formatDistance(1.23)).toBe('1.2km')
    expect(formatDistance(12.35)).toBe('12.4km')
    expect(formatDistance(99.97)).toBe('100km')
    expect(formatDistance(325.4)).toBe('325km')
  })
})
