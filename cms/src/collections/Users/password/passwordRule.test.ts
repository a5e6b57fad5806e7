import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { PASSWORD_MESSAGES, passwordProblem } from './passwordRule'

describe('passwordProblem', () => {
  it.each([
    ['ten characters of two kinds', 'hanriver2077'],
    ['eight characters of three kinds', 'k7#mQz9w'],
    ['Hangul letters count as letters', '한강다리를건너서2077'],
    ['what the tests and scripts give staff', `Pw-${randomUUID()}`],
    ['a bare UUID, as the integration tests use', randomUUID()],
    ['the seeded demo logins', 'storefront-demo'],
  ])('accepts %s', (_, password) => {
    expect(passwordProblem(password, 'minsu.kim@storefront.test')).toBeNull()
  })

  it.each([
    ['nine characters of two kinds', 'hanriver7'],
    ['seven characters of three kinds', 'k7#mQz9'],
    ['twenty letters of one kind', 'correcthorsebatterys'],
    ['digits only', '20261130202611'],
  ])('refuses %s as too weak for its kinds', (_, password) => {
    expect(passwordProblem(password, 'minsu.kim@storefront.test')).toBe(PASSWORD_MESSAGES.length)
  })

  it('refuses the e-mail address and its local part, whatever their case', () => {
    expect(passwordProblem('Minsu.Kim@storefront.test', 'minsu.kim@storefront.test')).toBe(PASSWORD_MESSAGES.email)
    expect(passwordProblem('minsu.kim2026!', 'minsu.kim@storefront.test')).toBe(PASSWORD_MESSAGES.email)
    expect(passwordProblem('2026MINSU.KIM', 'minsu.kim@storefront.test')).toBe(PASSWORD_MESSAGES.email)
  })

  it('refuses breached passwords, also dressed in digits and symbols, and one character repeated', () => {
    expect(passwordProblem('1q2w3e4r5t', null)).toBe(PASSWORD_MESSAGES.common)
    expect(passwordProblem('Password123!', null)).toBe(PASSWORD_MESSAGES.common)
    expect(passwordProblem('!!qwertyuiop99', null)).toBe(PASSWORD_MESSAGES.common)
    expect(passwordProblem('aaaaaa111111', null)).toBe(PASSWORD_MESSAGES.common)
  })
})
