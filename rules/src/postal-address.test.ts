import { describe, expect, it } from 'vitest'
import { addressFromPostcode, formatPostalAddress, isPostalCode, postalAddressProblems, splitTypedAddress } from './postal-address'

const MISSING = '주소를 적어 주세요.'

describe('postalAddressProblems', () => {
  it('takes a five-digit postcode, a road address and an optional detail', () => {
    expect(postalAddressProblems({ postalCode: '04524', address: '서울 중구 세종대로 110', detail: '' }, MISSING)).toEqual({})
    expect(postalAddressProblems({ postalCode: ' 06236 ', address: '서울 강남구 테헤란로 152', detail: '12층' }, MISSING)).toEqual({})
  })

  it('says in Korean what is wrong with each field', () => {
    expect(postalAddressProblems({ postalCode: '123', address: '  ', detail: '가'.repeat(101) }, MISSING)).toEqual({
      postalCode: '우편번호 5자리를 입력하세요.',
      address: MISSING,
      detail: '상세 주소는 100자까지 적을 수 있습니다.',
    })
    expect(postalAddressProblems({ postalCode: '0452a', address: '가'.repeat(201) }, MISSING)).toEqual({
      postalCode: '우편번호 5자리를 입력하세요.',
      address: '도로명 주소는 200자까지 적을 수 있습니다.',
    })
    expect(postalAddressProblems({}, MISSING)).toEqual({ postalCode: '우편번호 5자리를 입력하세요.', address: MISSING })
    // What a request written by hand may send in place of text reads as nothing, never as an error of ours.
    const handWritten = { postalCode: 4524, address: ['서울'], detail: { floor: 3 } } as unknown as Parameters<typeof postalAddressProblems>[0]
    expect(postalAddressProblems(handWritten, MISSING)).toEqual({ postalCode: '우편번호 5자리를 입력하세요.', address: MISSING })
  })

  it.each(['04524', '63122'])('accepts the postcode %s', (code) => expect(isPostalCode(code)).toBe(true))
  it.each(['4524', '045245', '135-080', '', '０４５２４'])('refuses the postcode %j', (code) => expect(isPostalCode(code)).toBe(false))
})

describe('formatPostalAddress', () => {
  it('writes the detail after the road address, with a comma', () => {
    expect(formatPostalAddress({ postalCode: '04524', address: '서울 중구 세종대로 110', detail: '3층' })).toBe('(04524) 서울 중구 세종대로 110, 3층')
  })
  it('leaves out what is missing', () => {
    expect(formatPostalAddress({ postalCode: '04524', address: '서울 중구 세종대로 110', detail: null })).toBe('(04524) 서울 중구 세종대로 110')
    expect(formatPostalAddress({ postalCode: '', address: '서울 중구 세종대로 110', detail: ' ' })).toBe('서울 중구 세종대로 110')
  })
})

describe('addressFromPostcode', () => {
  const answer = {
    zonecode: '06236',
    roadAddress: '서울 강남구 테헤란로 152',
    jibunAddress: '서울 강남구 역삼동 737',
    autoRoadAddress: '',
    autoJibunAddress: '',
  }
  it('fills the postcode and the road address of the chosen line', () => {
    expect(addressFromPostcode({ ...answer, userSelectedType: 'R' })).toEqual({ postalCode: '06236', address: '서울 강남구 테헤란로 152' })
  })
  it('gives the road address of the same building when the lot-number line was chosen', () => {
    expect(addressFromPostcode({ ...answer, userSelectedType: 'J' })).toEqual({ postalCode: '06236', address: '서울 강남구 테헤란로 152' })
    expect(addressFromPostcode({ ...answer, roadAddress: '', autoRoadAddress: '서울 강남구 테헤란로 152', userSelectedType: 'J' }).address).toBe(
      '서울 강남구 테헤란로 152',
    )
  })
  it('keeps the lot-number address of a place without a road address', () => {
    expect(addressFromPostcode({ ...answer, roadAddress: '', userSelectedType: 'J' }).address).toBe('서울 강남구 역삼동 737')
  })
})

describe('splitTypedAddress', () => {
  it.each([
    ['서울 중구 세종대로 110, 3층', '서울 중구 세종대로 110', '3층'],
    ['서울 강남구 테헤란로 152 강남파이낸스센터 12층', '서울 강남구 테헤란로 152', '강남파이낸스센터 12층'],
    ['서울 강남구 테헤란로7길 22, 201호', '서울 강남구 테헤란로7길 22', '201호'],
    ['서울특별시 마포구 양화로 45, 7층 (서교동)', '서울특별시 마포구 양화로 45', '7층 (서교동)'],
    ['서울 중구 세종대로 지하 2 시청역', '서울 중구 세종대로 지하 2', '시청역'],
    ['서울특별시 종로구 종로 1-3', '서울특별시 종로구 종로 1-3', ''],
    ['  서울 강남구 테헤란로 1  ', '서울 강남구 테헤란로 1', ''],
  ])('reads %j as road address and detail', (typed, address, detail) => {
    expect(splitTypedAddress(typed)).toEqual({ address, detail })
  })

  it.each(['서울 강남구 역삼동 737 3층', '서울 용산구 한강로2가 15', '서울 종로구 종로6가 1-2', '강남파이낸스센터', ''])(
    'keeps %j whole when it does not read as a road address',
    (typed) => {
      expect(splitTypedAddress(typed)).toEqual({ address: typed.trim(), detail: '' })
    },
  )

  it('loses nothing: the two parts joined read as the text typed', () => {
    for (const typed of ['서울 중구 세종대로 110, 3층', '서울 강남구 테헤란로 152 12층', '부산 해운대구 APEC로 55 (우동)']) {
      const { address, detail } = splitTypedAddress(typed)
      expect(`${address} ${detail}`.replace(/[\s,]+/g, '')).toBe(typed.replace(/[\s,]+/g, ''))
    }
  })
})
