import { describe, expect, it } from 'vitest'
import { emailSchema, newPasswordSchema, PASSWORD_RULES } from './password-policy'

const met = (value: string) => PASSWORD_RULES.filter((rule) => rule.test(value)).map((rule) => rule.id)

describe('password rules', () => {
  it('reports each rule as it is met', () => {
    expect(met('')).toEqual([])
    expect(met('abc')).toEqual(['letter', 'no-space'])
    expect(met('abcdefg1')).toEqual(['length', 'letter', 'digit', 'no-space'])
    expect(met('abcd efg1')).toEqual(['length', 'letter', 'digit'])
    expect(met(`a1${'x'.repeat(63)}`)).not.toContain('length')
  })

  it('accepts a password only when every rule is met, in Korean otherwise', () => {
    expect(newPasswordSchema.safeParse('서울Seoul2024').success).toBe(true)
    expect(newPasswordSchema.safeParse('12345678').error?.issues[0]?.message).toBe('비밀번호 조건을 모두 충족해 주세요.')
    expect(newPasswordSchema.safeParse('').error?.issues[0]?.message).toBe('비밀번호를 입력해 주세요.')
  })
})

describe('emailSchema', () => {
  it('trims and checks the address', () => {
    expect(emailSchema.parse('  kim@example.kr ')).toBe('kim@example.kr')
    expect(emailSchema.safeParse('').error?.issues[0]?.message).toBe('이메일을 입력해 주세요.')
    expect(emailSchema.safeParse('kim@').error?.issues[0]?.message).toBe('이메일 주소 형식이 올바르지 않습니다.')
  })
})
