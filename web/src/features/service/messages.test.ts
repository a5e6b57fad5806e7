import { describe, expect, it } from 'vitest'
import { formProblemsOf } from '~/features/requests/form-post.server'
import { cmsFieldRefusal } from '~/test/cms-refusal'
import { serviceFieldsByPath } from './messages'

describe('the A/S form', () => {
  it("shows each field the CMS refuses on a request under the form's own field, in the CMS's words", () => {
    const paths = [
      'returnAddress.name',
      'returnAddress.phone',
      'returnAddress.postalCode',
      'returnAddress.address',
      'returnAddress.detail',
      'shop',
      'photos',
      'description',
    ]
    const refusal = cmsFieldRefusal(
      'service-requests',
      paths.map((path) => ({ path, message: `바뀐 문구 ${path}` })),
    )
    expect(formProblemsOf(refusal, serviceFieldsByPath)).toEqual({
      name: '바뀐 문구 returnAddress.name',
      phone: '바뀐 문구 returnAddress.phone',
      postalCode: '바뀐 문구 returnAddress.postalCode',
      address: '바뀐 문구 returnAddress.address',
      detail: '바뀐 문구 returnAddress.detail',
      shop: '바뀐 문구 shop',
      photos: '바뀐 문구 photos',
      description: '바뀐 문구 description',
    })
  })
})
