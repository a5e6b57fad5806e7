import { describe, expect, it } from 'vitest'
import { devAdminAddress } from './devAdminAddress'

const panel = 'http://localhost:3001'

describe('the admin panel opened at another loopback address in development', () => {
  it('is sent to the panel’s own address, path and query kept', () => {
    expect(devAdminAddress(new URL('http://127.0.0.1:3001/admin'), panel, { dev: true })?.href).toBe('http://localhost:3001/admin')
    expect(devAdminAddress(new URL('http://127.0.0.1:3001/admin/collections/posts?page=2'), panel, { dev: true })?.href).toBe(
      'http://localhost:3001/admin/collections/posts?page=2',
    )
    expect(devAdminAddress(new URL('http://[::1]:3001/admin/login'), panel, { dev: true })?.href).toBe('http://localhost:3001/admin/login')
  })

  it('is served where it is: at the panel’s address, outside the panel, in production, or off the machine', () => {
    expect(devAdminAddress(new URL('http://localhost:3001/admin'), panel, { dev: true })).toBeNull()
    expect(devAdminAddress(new URL('http://127.0.0.1:3001/api/health'), panel, { dev: true })).toBeNull()
    expect(devAdminAddress(new URL('http://127.0.0.1:3001/administrator'), panel, { dev: true })).toBeNull()
    expect(devAdminAddress(new URL('http://127.0.0.1:3001/admin'), panel, { dev: false })).toBeNull()
    expect(devAdminAddress(new URL('http://10.0.0.7:3001/admin'), panel, { dev: true })).toBeNull()
    expect(devAdminAddress(new URL('http://127.0.0.1:3001/admin'), 'https://cms.vapore.kr', { dev: true })).toBeNull()
  })
})
