import { z } from 'zod'

// The rules a new password must meet, shown as the visitor types (registration, reset, change).
// Firebase itself asks only for 6 characters; these are ours.

export const PASSWORD_RULES = [
  { id: 'length', label: '8자 이상 64자 이하', test: (value: string) => value.length >= 8 && value.length <= 64 },
  { id: 'letter', label: '영문 포함', test: (value: string) => /[A-Za-z]/.test(value) },
  { id: 'digit', label: '숫자 포함', test: (value: string) => /\d/.test(value) },
  { id: 'no-space', label: '공백 없음', test: (value: string) => value.length > 0 && !/\s/.test(value) },
] as const

export const newPasswordSchema = z
  .string()
  .min(1, '비밀번호를 입력해 주세요.')
  .refine((value) => PASSWORD_RULES.every((rule) => rule.test(value)), '비밀번호 조건을 모두 충족해 주세요.')

export const emailSchema = z
  .string()
  .trim()
  .min(1, '이메일을 입력해 주세요.')
  .max(320, '이메일 주소가 너무 깁니다.')
  .pipe(z.email('이메일 주소 형식이 올바르지 않습니다.'))
