import type { Field } from 'payload'
import type { PolicyKind } from '@storefront/rules/policy-version'

/** What each document a customer agrees to is called. */
export const POLICY_TITLES: Record<PolicyKind, string> = { service: '이용약관', privacy: '개인정보처리방침' }

/**
 * Every agreement to a version of the terms or the privacy policy, oldest first: evidence kept by
 * hooks/stampConsents, which rebuilds it from the record on every write. Each row is named by what
 * was agreed ("개인정보처리방침 2026-12-01 동의"), not by its place in the list.
 */
export const consentHistoryField: Field = {
  name: 'consentHistory',
  type: 'array',
  label: '약관 동의 이력',
  labels: { singular: '약관 동의', plural: '약관 동의' },
  admin: {
    readOnly: true,
    initCollapsed: true,
    components: { RowLabel: '@/collections/Customers/consentHistory/ConsentRowLabel#ConsentRowLabel' },
  },
  fields: [
    {
      name: 'document',
      type: 'select',
      label: '문서',
      required: true,
      options: Object.entries(POLICY_TITLES).map(([value, label]) => ({ value, label })),
    },
    { name: 'version', type: 'text', label: '판(시행일)', required: true },
    { name: 'acceptedAt', type: 'date', label: '동의 일시', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
