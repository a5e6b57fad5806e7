import { describe, expect, it } from 'vitest'
import { CmsError, fieldErrorsOf } from '~/features/cms/cms-client.server'
import { licenseFieldsByPath } from '~/features/devices/messages'
import { serviceFieldsByPath } from '~/features/service/messages'
import { formProblemsOf } from './form-post.server'

/** A refusal as the CMS answers it (Payload's ValidationError after hooks/koreanErrors), in any words. */
const refusal = (collection: string, errors: { path: string; message: string }[]) => {
  const message = errors[0]?.message
  const body = { errors: [{ name: 'ValidationError', message, data: { collection, errors } }] }
  return new CmsError(400, `/api/${collection}`, message, undefined, fieldErrorsOf(body))
}

describe('a refusal of the CMS on the form', () => {
  it('shows each message under the field its path names, whatever the words', () => {
    // Words no rule of the storefront knows: only the path can say where they go.
    const reworded = refusal('service-requests', [
      { path: 'returnAddress.postalCode', message: '배송 받을 곳의 번호가 이상합니다.' },
      { path: 'returnAddress.name', message: '사진을 매장에 보내 주세요.' },
    ])
    expect(formProblemsOf(reworded, serviceFieldsByPath)).toEqual({ postalCode: '배송 받을 곳의 번호가 이상합니다.', name: '사진을 매장에 보내 주세요.' })
    expect(formProblemsOf(refusal('devices', [{ path: 'purchasePlace', message: '영수증의 구입일' }]), licenseFieldsByPath)).toEqual({
      purchasePlace: '영수증의 구입일',
    })
  })

  it('puts a field the form does not have, and a refusal of no field, on the whole form', () => {
    expect(formProblemsOf(refusal('service-requests', [{ path: 'customer', message: '다른 고객의 기기입니다.' }]), serviceFieldsByPath)).toEqual({
      form: '다른 고객의 기기입니다.',
    })
    expect(formProblemsOf(new CmsError(400, '/api/service-requests', '이 기기로 진행 중인 신청이 이미 있습니다.'), serviceFieldsByPath)).toEqual({
      form: '이 기기로 진행 중인 신청이 이미 있습니다.',
    })
  })

  it('reads no field from an answer that names none', () => {
    expect(fieldErrorsOf(null)).toEqual([])
    expect(fieldErrorsOf({ errors: [{ message: '권한이 없습니다.', data: { field: 'filename' } }] })).toEqual([])
    expect(fieldErrorsOf({ errors: [{ data: { errors: [{ path: 3, message: 'x' }, { path: 'shop' }] } }] })).toEqual([])
  })
})
