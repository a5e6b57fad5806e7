import { describe, expect, it } from 'vitest'
import { createRouteLabels, metricsAuthorized } from './metrics.server'

describe('metricsAuthorized', () => {
  it('needs the configured token as a bearer token', () => {
    expect(metricsAuthorized('Bearer s3cret-token', 's3cret-token')).toBe(true)
    expect(metricsAuthorized('Bearer s3cret-tokeN', 's3cret-token')).toBe(false)
    expect(metricsAuthorized('Bearer s3cret', 's3cret-token')).toBe(false)
    expect(metricsAuthorized('s3cret-token', 's3cret-token')).toBe(false)
    expect(metricsAuthorized(undefined, 's3cret-token')).toBe(false)
  })

  it('lets nobody in while no token is configured', () => {
    expect(metricsAuthorized('Bearer ', undefined)).toBe(false)
    expect(metricsAuthorized('Bearer ', '')).toBe(false)
  })
})

describe('route labels', () => {
  it('replaces ids, never keeps them', () => {
    const label = createRouteLabels()
    expect(label('/posts/123', 200)).toBe('/posts/:id')
    expect(label('/api/service-requests/42/estimate', 200)).toBe('/api/service-requests/:id/estimate')
    expect(label('/api/devices/6f1c2a7e-1b2c-4d5e-8f90-123456789abc', 200)).toBe('/api/devices/:id')
    expect(label('/survey/%EC%84%A4%EB%AC%B8', 200)).toBe('/survey/:id')
    expect(label('/admin/collections/customers/7', 200)).toBe('/admin/collections/customers/:id')
    expect(label('/', 200)).toBe('/')
    expect(label('/shops', 200)).toBe('/shops')
  })

  it('counts build files as one route and unknown addresses as unmatched', () => {
    const label = createRouteLabels()
    expect(label('/_next/static/chunks/abc123.js', 200)).toBe('/_next/*')
    expect(label('/assets/index-abc.js', 200)).toBe('/assets/*')
    expect(label('/wp-admin/setup.php', 404)).toBe('(unmatched)')
  })

  it('stops making new labels past its bound', () => {
    const label = createRouteLabels(2)
    expect(label('/a', 200)).toBe('/a')
    expect(label('/b', 200)).toBe('/b')
    expect(label('/c', 200)).toBe('(other)')
    expect(label('/a', 200)).toBe('/a')
  })
})
