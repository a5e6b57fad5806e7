// zod/mini: the same schemas as zod's classic API in a third of the bytes, for the forms' chunks
// (docs/decisions/0026). Server code may nest them in classic schemas: both are zod's core.
import * as z from 'zod/mini'

// The rules a new password must meet, shown as the visitor types (registration, reset, change).
// Firebase itself asks only for 6 characters; these are ours.

export const PASSWORD_RULES = [
  { id: 'length', label: '8자 이상 64자 이하', test: (value: string) => value.length >= 8 && value.length <= 64 },
  { id: 'letter', label: '영문 포함', test: (value: string) => /[A-Za-z]/.test(value) },
  { id: 'digit', label: '숫자 포함', test: (value: string) => /\d/.test(value) },
  { id: 'no-space', label: '공백 없음', test: (value: string) => value.length > 0 && !/\s/.test(value) },
] as const

export const newPasswordSchema = z.string().check(
  z.minLength(1, '비밀번호를 입력해 주세요.'),
  z.refine((value) => PASSWORD_RULES.every((rule) => rule.test(value)), '비밀번호 조건을 모두 충족해 주세요.'),
)

export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.minLength(1, '이메일을 입력해 주세요.'), z.maxLength(320, '이메일 주소가 너무 깁니다.')),
  z.email('이메일 주소 형식이 올바르지 않습니다.'),
)
