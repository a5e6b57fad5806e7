import type { Field } from 'payload'
import { nobody } from '@/access/nobody'

/**
 * 본인인증 (docs/decisions/0060): what the product keeps of a PortOne identity verification, and
 * nothing more. Written only by the confirmation endpoint (./confirmEndpoint) as the system: no
 * request may create or change these, a customer's own included. Staff read the verified name
 * and phone and when (docs/product.md#roles-and-rights); the person key and the pending
 * verification's id are for the CMS's own checks and read by no one.
 */
export const identityField: Field = {
  name: 'identity',
  type: 'group',
  label: '본인인증',
  access: { create: nobody, update: nobody },
  admin: { description: '휴대폰 본인인증(PortOne)으로 확인한 정보입니다. 만 19세 미만은 인증되지 않으며 주민등록번호는 저장하지 않습니다.' },
  fields: [
    {
      name: 'adultVerifiedAt',
      type: 'date',
      label: '성인 본인인증 일시',
      index: true,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', label: '인증된 이름', admin: { readOnly: true } },
        { name: 'phone', type: 'text', label: '인증된 휴대전화', admin: { readOnly: true } },
      ],
    },
    // HMAC-SHA256 of the carrier's CI under IDENTITY_CI_HASH_KEY: the same person gives the same
    // key whatever the account, and the CI itself cannot be read back from it.
    { name: 'personKey', type: 'text', label: '인증 식별값', index: true, access: { read: nobody }, admin: { hidden: true } },
    // The one verification id this customer may confirm next (./startEndpoint): another's, a
    // used one or one never started here are refused.
    { name: 'pendingId', type: 'text', label: '진행 중인 인증', access: { read: nobody }, admin: { hidden: true } },
  ],
}
