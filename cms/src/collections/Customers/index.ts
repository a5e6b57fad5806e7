import type { CollectionConfig } from 'payload'
import { adminOrSelfCustomer } from '@/access/adminOrSelfCustomer'
import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { staffOrSelfCustomer } from '@/access/staffOrSelfCustomer'
import { validatePhone } from '@/fields/phone'
import { confirmIdentityEndpoint, startIdentityEndpoint } from './identity/endpoints'
import { identityField } from './identity/fields'
import { anonymiseEndpoint } from './anonymise/anonymiseEndpoint'
import { myDataEndpoint } from './myData/myDataEndpoint'
import { marketingRefusalEndpoint } from './marketing/refusalEndpoint'
import { firebaseStrategy } from './auth/firebaseStrategy'
import { stampConsents } from './hooks/stampConsents'
import { noticeChannelField } from './notices/noticeChannelField'
import { consentHistoryField } from './consentHistory/field'
import { refuseDeleteInUse } from '@/hooks/refuseDeleteInUse'
import { exactEmailSearch, SEARCH_KEYS, searchKeysField } from '@/fields/searchKeys'

/**
 * Consumers, keyed by Firebase uid. They sign in with Firebase on the storefront; the CMS knows
 * them only through the credential the storefront forwards (auth/firebaseStrategy). They have no
 * password here and never reach the admin panel.
 */
export const Customers: CollectionConfig<'customers'> = {
  slug: 'customers',
  labels: { singular: '고객', plural: '고객' },
  auth: { disableLocalStrategy: true, strategies: [firebaseStrategy] },
  endpoints: [anonymiseEndpoint, startIdentityEndpoint, confirmIdentityEndpoint, myDataEndpoint, marketingRefusalEndpoint],
  hooks: {
    beforeOperation: [exactEmailSearch('email')],
    beforeDelete: [
      refuseDeleteInUse([
        { collection: 'devices', field: 'customer', label: '등록 기기' },
        { collection: 'service-requests', field: 'customer', label: 'A/S 신청' },
        { collection: 'service-messages', field: 'customer', label: 'A/S 메시지' },
        { collection: 'trade-ins', field: 'customer', label: '보상 판매 신청' },
        { collection: 'survey-responses', field: 'customer', label: '설문 응답' },
        { collection: 'devices', field: 'transferTo', label: '양도받을 기기' },
        { collection: 'attachments', field: 'customer', label: '고객 첨부파일' },
        { collection: 'data-requests', field: 'customer', label: '개인정보 요청' },
        { collection: 'notices', field: 'customer', label: '고객 알림' },
        { collection: 'announcement-recipients', field: 'customer', label: '광고 수신 기록' },
        { collection: 'service-program-notices', field: 'customer', label: '무상 수리 프로그램 알림' },
      ]),
    ],
    beforeChange: [stampConsents],
  },
  admin: {
    group: '계정',
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'phone', 'provider', 'createdAt'],
    listSearchableFields: SEARCH_KEYS,
  },
  access: {
    admin: nobody,
    read: staffOrSelfCustomer,
    create: isAdmin,
    update: adminOrSelfCustomer,
    delete: isAdmin,
    unlock: nobody,
  },
  fields: [
    {
      name: 'firebaseUid',
      type: 'text',
      label: 'Firebase 계정 ID',
      required: true,
      unique: true,
      access: { update: nobody },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'kakaoId',
      type: 'text',
      label: '카카오 회원번호',
      unique: true,
      access: { update: nobody },
      admin: { readOnly: true, position: 'sidebar', description: '카카오 로그인으로 연결된 계정입니다.' },
    },
    {
      name: 'anonymisedAt',
      type: 'date',
      label: '탈퇴일',
      access: { update: nobody },
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: '탈퇴하면 개인정보를 지우고 접수 이력만 남깁니다.',
      },
    },
    // Mirrors Firebase, where the consumer changes it: not editable here.
    { name: 'email', type: 'email', label: '이메일', index: true, access: { update: nobody } },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', label: '이름', maxLength: 50 },
        { name: 'phone', type: 'text', label: '휴대전화', validate: validatePhone },
      ],
    },
    noticeChannelField,
    {
      name: 'provider',
      type: 'select',
      label: '가입 방법',
      required: true,
      defaultValue: 'password',
      access: { update: isAdmin },
      options: [
        { value: 'password', label: '이메일' },
        { value: 'kakao', label: '카카오' },
        { value: 'other', label: '기타' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'consents',
      type: 'group',
      label: '동의 내역',
      fields: [
        {
          name: 'adultConfirmedAt',
          type: 'date',
          label: '만 19세 이상 확인(체크박스)',
          admin: {
            date: { pickerAppearance: 'dayAndTime' },
            description: '본인인증 도입 전에 체크박스로 확인한 때입니다. 성인 확인은 이제 본인인증으로만 하며, 다음 성인 전용 단계에서 인증을 요청합니다.',
          },
        },
        { name: 'termsAcceptedAt', type: 'date', label: '이용약관 동의', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'termsVersion', type: 'text', label: '동의한 이용약관(시행일)', admin: { readOnly: true } },
        { name: 'privacyAcceptedAt', type: 'date', label: '개인정보 수집·이용 동의', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'privacyVersion', type: 'text', label: '동의한 개인정보처리방침(시행일)', admin: { readOnly: true } },
        {
          name: 'phoneAcceptedAt',
          type: 'date',
          label: '휴대전화 수집·이용 동의',
          admin: { date: { pickerAppearance: 'dayAndTime' }, description: '고객이 휴대전화 번호를 남기며 동의한 때입니다. 번호를 지우면 함께 지워집니다.' },
        },
        { name: 'marketingOptIn', type: 'checkbox', label: '마케팅 정보 수신 동의', defaultValue: false },
        {
          name: 'marketingAcceptedAt',
          type: 'date',
          label: '마케팅 수신 동의(확인) 일시',
          admin: {
            date: { pickerAppearance: 'dayAndTime' },
            description: '광고성 소식은 이때부터 2년 동안만 보냅니다. 2년이 지나면 고객에게 다시 확인을 안내합니다. 수신을 거부하면 지워집니다.',
          },
        },
      ],
    },
    identityField,
    consentHistoryField,
    searchKeysField('이름·이메일·휴대전화'),
  ],
}
