import { describe, expect, it } from 'vitest'
import { tradeInMessages, validateTradeIn } from './request-form'

const formOf = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return form
}
const complete = { exterior: 'worn', powersOn: 'yes', accessories: 'no', method: 'mail', terms: 'accepted' }

describe('trade-in form', () => {
  it('takes a complete mail-in and reads the answers', () => {
    const { errors, fields } = validateTradeIn(formOf({ ...complete, note: ' 케이블 없음 ' }))
    expect(errors).toEqual({})
    expect(fields).toMatchObject({ exterior: 'worn', powersOn: true, accessories: false, note: '케이블 없음', method: 'mail', shop: null })
  })

  it('names each missing answer in Korean, the terms and the shop of a visit included', () => {
    const { errors } = validateTradeIn(formOf({ method: 'visit', exterior: 'broken' }))
    expect(errors).toEqual({
      exterior: tradeInMessages.exterior,
      powersOn: tradeInMessages.powersOn,
      accessories: tradeInMessages.accessories,
      shop: tradeInMessages.shop,
      terms: tradeInMessages.terms,
    })
  })

  it('refuses a sixth photo and a file that is not a picture', () => {
    const form = formOf(complete)
    for (let i = 0; i < 6; i++) form.append('photos', new File(['x'], `p${i}.png`, { type: 'image/png' }))
    expect(validateTradeIn(form).errors.photos).toMatch(/5장까지/)
    const text = formOf(complete)
    text.append('photos', new File(['x'], 'a.txt', { type: 'text/plain' }))
    expect(validateTradeIn(text).errors.photos).toMatch(/JPG/)
  })
})
