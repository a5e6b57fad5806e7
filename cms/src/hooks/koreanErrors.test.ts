import type { AfterErrorHookArgs, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { koreanErrors } from './koreanErrors'

const asCaller = (user: PayloadRequest['user'], status: number, message: string) =>
  koreanErrors({
    context: {},
    error: Object.assign(new Error(message), { status }),
    req: { user } as PayloadRequest,
    result: { errors: [{ message, data: { field: 'filename' } }] },
  } as AfterErrorHookArgs)

const customer = { id: 1, collection: 'customers' } as unknown as PayloadRequest['user']
const staff = { id: 1, collection: 'users', role: 'staff' } as unknown as PayloadRequest['user']

describe('koreanErrors', () => {
  it("says Payload's known English refusals in Korean, keeping the field details", () => {
    expect(asCaller(customer, 400, 'Invalid filename.')).toEqual({
      response: { errors: [{ message: '파일 이름이 올바르지 않습니다. 다른 이름으로 올려 주세요.', data: { field: 'filename' } }] },
    })
  })

  it('falls back to what the status means, for visitors too', () => {
    expect(asCaller(null, 413, 'File size limit has been reached')).toMatchObject({ response: { errors: [{ message: '파일이 너무 큽니다.' }] } })
    expect(asCaller(null, 500, 'Something went wrong.')).toMatchObject({ response: { errors: [{ message: expect.stringMatching(/^일시적인 문제/) }] } })
  })

  it('leaves Korean messages and staff answers alone', () => {
    expect(asCaller(customer, 400, '올릴 파일을 골라 주세요.')).toMatchObject({ response: { errors: [{ message: '올릴 파일을 골라 주세요.' }] } })
    expect(asCaller(staff, 400, 'Invalid filename.')).toBeUndefined()
  })

  it('keeps our own Korean refusal when Payload lost its message (a production build names no class), for customers and staff', () => {
    const lost = (user: PayloadRequest['user']) =>
      koreanErrors({
        context: {},
        error: Object.assign(new Error("'접수 완료' 상태에서 '신청 취소'(으)로 바꿀 수 없습니다."), { status: 400, isPublic: true, name: '' }),
        req: { user } as PayloadRequest,
        result: { errors: [{ message: 'An unknown error occurred.' }] },
      } as AfterErrorHookArgs)
    for (const user of [customer, staff]) {
      expect(lost(user)).toEqual({ response: { errors: [{ message: "'접수 완료' 상태에서 '신청 취소'(으)로 바꿀 수 없습니다." }] } })
    }
  })
})
