import { describe, expect, it } from 'vitest'
import { formProblemsOf } from '~/features/requests/form-post.server'
import { cmsFieldRefusal } from '~/test/cms-refusal'
import { licenseFieldsByPath } from './messages'

describe('the registration form', () => {
  it("shows each field the CMS refuses on a device under the form's own field, in the CMS's words", () => {
    const paths = ['purchaseDate', 'purchaseShop', 'purchasePlace', 'receipt']
    const refusal = cmsFieldRefusal(
      'devices',
      paths.map((path) => ({ path, message: `바뀐 문구 ${path}` })),
    )
    expect(formProblemsOf(refusal, licenseFieldsByPath)).toEqual({
      purchaseDate: '바뀐 문구 purchaseDate',
      purchaseShop: '바뀐 문구 purchaseShop',
      purchasePlace: '바뀐 문구 purchasePlace',
      receipt: '바뀐 문구 receipt',
    })
  })
})
