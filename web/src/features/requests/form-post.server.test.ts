import { describe, expect, it } from 'vitest'
import { CmsError, fieldErrorsOf } from '~/features/cms/cms-client.server'
import { cmsFieldRefusal } from '~/test/cms-refusal'
import { formProblemsOf } from './form-post.server'

const fieldsByPath = { 'returnAddress.postalCode': 'postalCode', shop: 'shop' } as const

describe('a refusal of the CMS on the form', () => {
  it('shows each message under the field its path names, whatever the words', () => {
    // Words no rule of the storefront knows, on the wrong subjects: only the path can say where they go.
    const reworded = cmsFieldRefusal('service-requests', [
      { path: 'returnAddress.postalCode', message: '매장 사진이 이상합니다.' },
      { path: 'shop', message: '우편번호를 다시 보내 주세요.' },
    ])
    expect(formProblemsOf(reworded, fieldsByPath)).toEqual({ postalCode: '매장 사진이 이상합니다.', shop: '우편번호를 다시 보내 주세요.' })
  })

  it('puts a field the form does not have, and a refusal of no field, on the whole form', () => {
    expect(formProblemsOf(cmsFieldRefusal('service-requests', [{ path: 'customer', message: '다른 고객의 기기입니다.' }]), fieldsByPath)).toEqual({
      form: '다른 고객의 기기입니다.',
    })
    expect(formProblemsOf(new CmsError(400, '/api/service-requests', '이 기기로 진행 중인 신청이 이미 있습니다.'), fieldsByPath)).toEqual({
      form: '이 기기로 진행 중인 신청이 이미 있습니다.',
    })
  })

  it('reads no field from an answer that names none', () => {
    expect(fieldErrorsOf(null)).toEqual([])
    expect(fieldErrorsOf({ errors: [{ message: '권한이 없습니다.', data: { field: 'filename' } }] })).toEqual([])
    expect(fieldErrorsOf({ errors: [{ data: { errors: [{ path: 3, message: 'x' }, { path: 'shop' }] } }] })).toEqual([])
  })
})
