import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { hasRole, isCustomerUser, isStaffUser } from './roles'

const user = (collection: string, role?: string) => ({ id: 1, collection, role }) as unknown as PayloadRequest['user']

describe('hasRole', () => {
  it('matches a staff user holding one of the roles', () => {
    expect(hasRole(user('users', 'manager'), 'admin', 'manager')).toBe(true)
    expect(hasRole(user('users', 'staff'), 'admin', 'manager')).toBe(false)
  })

  it('never matches visitors or users of another auth collection, whatever their role field says', () => {
    expect(hasRole(null, 'admin')).toBe(false)
    expect(hasRole(user('customers', 'admin'), 'admin')).toBe(false)
  })
})

describe('isStaffUser', () => {
  it('matches a staff user of every role, and no one else', () => {
    for (const role of ['admin', 'manager', 'staff']) expect(isStaffUser(user('users', role))).toBe(true)
    expect(isStaffUser(user('users', 'owner'))).toBe(false)
    expect(isStaffUser(user('customers', 'admin'))).toBe(false)
    expect(isStaffUser(null)).toBe(false)
  })
})

describe('isCustomerUser', () => {
  it('matches consumers of the Firebase strategy only', () => {
    expect(isCustomerUser(user('customers'))).toBe(true)
    expect(isCustomerUser(user('users', 'admin'))).toBe(false)
    expect(isCustomerUser(null)).toBe(false)
  })
})
