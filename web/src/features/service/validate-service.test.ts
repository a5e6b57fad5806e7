import { describe, expect, it } from 'vitest'
import { validateService } from './validate-service'

const form = (fields: Record<string, string>, photos: File[] = []) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  for (const photo of photos) data.append('photos', photo)
  return data
}
const visit = { symptom: 'power', description: '전원이 켜지지 않습니다.', method: 'visit', shop: '3' }
const mail = {
  symptom: 'leak',
  description: '누액이 생깁니다.',
  method: 'mail',
  name: ' 김수리 ',
  phone: '01012345678',
  postalCode: '04524',
  address: '서울 중구 세종대로 110',
  detail: ' 3층 ',
}
const png = (bytes = 10, type = 'image/png') => new File([new Uint8Array(bytes)], 'fault.png', { type })

describe('the A/S form on the server', () => {
  it('takes a visit with its shop and photos', () => {
    const { errors, fields } = validateService(form(visit, [png(), png()]))
    expect(errors).toEqual({})
    expect(fields).toMatchObject({ method: 'visit', shop: 3, returnAddress: null })
    expect(fields.photos).toHaveLength(2)
  })

  it('takes a mail-in with the number written as the CMS keeps it', () => {
    const { errors, fields } = validateService(form(mail))
    expect(errors).toEqual({})
    expect(fields.returnAddress).toEqual({ name: '김수리', phone: '010-1234-5678', postalCode: '04524', address: '서울 중구 세종대로 110', detail: '3층' })
    // A typed address without a detail (a house, or a form sent without the detail field) is fine too.
    expect(validateService(form({ ...mail, detail: '' })).errors).toEqual({})
  })

  it('says what is wrong with each field, in Korean', () => {
    const { errors } = validateService(form({ symptom: 'fire', description: '고장', method: 'mail', postalCode: '12' }, [png(10, 'image/gif')]))
    expect(errors).toEqual({
      symptom: '어떤 증상인지 골라 주세요.',
      description: expect.stringContaining('5자 이상'),
      photos: '사진은 JPG·PNG·WEBP·HEIC 파일만 올릴 수 있습니다.',
      name: '받으실 분의 이름을 적어 주세요.',
      phone: expect.stringContaining('010-1234-5678'),
      postalCode: '우편번호 5자리를 입력하세요.',
      address: '수리한 기기를 받으실 주소를 적어 주세요.',
    })
    expect(validateService(form({ ...visit, shop: '' })).errors).toEqual({ shop: '방문하실 매장을 목록에서 고르세요.' })
    expect(
      validateService(
        form(
          visit,
          Array.from({ length: 6 }, () => png()),
        ),
      ).errors.photos,
    ).toBe('사진은 5장까지 올릴 수 있습니다.')
  })
})
