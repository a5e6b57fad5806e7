import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { idParam, oneOfParam, serialParam, slugParam } from './params'

function failure(check: () => unknown) {
  try {
    check()
  } catch (error) {
    return error
  }
  throw new Error('expected the check to fail')
}

describe('route parameters', () => {
  it('pass well-formed values through', () => {
    expect(idParam('42')).toBe('42')
    expect(serialParam('VP-2024-000123')).toBe('VP-2024-000123')
    expect(slugParam('spring-survey-2024')).toBe('spring-survey-2024')
    expect(oneOfParam('devices', ['devices', 'requests'])).toBe('devices')
    expect(oneOfParam(undefined, ['devices', 'requests'])).toBeUndefined()
  })

  it.each([
    ['an id that is not a number', () => idParam('abc')],
    ['an id of zero', () => idParam('0')],
    ['an id with a leading zero', () => idParam('012')],
    ['a serial with spaces', () => serialParam('VP 1234')],
    ['a serial too short', () => serialParam('AB')],
    ['a serial shorter than the CMS allows', () => serialParam('VP-12')],
    ['a slug with capitals', () => slugParam('Spring')],
    ['a slug with an underscore', () => slugParam('spring_2024')],
    ['a tab not offered', () => oneOfParam('admin', ['devices', 'requests'])],
  ])('turn %s into a validation not-found (404, Page Not Found)', (_, check) => {
    const error = failure(check)
    expect(isNotFound(error)).toBe(true)
    expect(error).toMatchObject({ data: { reason: 'validation' } })
  })
})
