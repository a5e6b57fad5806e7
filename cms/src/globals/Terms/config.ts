import type { DateFieldValidation, Field, GlobalConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { isAdminOrManager } from '@/access/isAdminOrManager'
import { isStaff } from '@/access/isStaff'
import { bumpContentVersionHook } from '@/hooks/bumpContentVersion'
import { policyVersion } from '@storefront/rules/policy-version'
import { termsHistoryEndpoint, termsVersionEndpoint } from './history'

const day = (value: unknown) => (typeof value === 'string' || value instanceof Date ? (policyVersion(value) ?? '') : '')

/** The version asked for can be neither later than the one in force nor missing. */
const notLaterThanEffective: DateFieldValidation = (value, { siblingData }) => {
  if (!value) return '동의를 받는 판의 시행일을 입력하세요.'
  const effective = (siblingData as { effectiveDate?: unknown }).effectiveDate
  return day(value) <= day(effective) ? true : '동의를 받는 판은 시행일보다 늦을 수 없습니다.'
}

const document = (name: 'service' | 'privacy', label: string, route: string): Field => ({
  name,
  type: 'group',
  label,
  admin: { description: `${route}에 표시됩니다. 시행일마다 그때의 본문이 ${route}/v/시행일(예: ${route}/v/2026-12-01) 주소에 남습니다.` },
  fields: [
    { name: 'effectiveDate', type: 'date', label: '시행일', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
    {
      name: 'consentVersion',
      type: 'date',
      label: '동의를 받는 판(시행일)',
      required: true,
      validate: notLaterThanEffective,
      admin: {
        date: { pickerAppearance: 'dayOnly' },
        description:
          '이 시행일의 판이나 그 뒤 판에 동의하지 않은 고객은 다음에 로그인해 방문할 때 다시 동의해야 합니다. 수집 항목이나 목적이 바뀐 개정이면 시행일과 같게 바꾸세요.',
      },
    },
    {
      name: 'changes',
      type: 'textarea',
      label: '주요 변경 사항',
      maxLength: 1000,
      admin: {
        description: '시행일이 오기 전에 저장한 판은 시행 예정으로 알려집니다. 그 안내에 이 내용이 함께 표시됩니다(예: 보유 기간 변경, 처리 위탁 업체 추가).',
      },
    },
    { name: 'content', type: 'richText', label: '본문', required: true },
  ],
})

/**
 * Terms of service and privacy policy (/terms/service, /terms/privacy). Every save is kept as a
 * version (no drafts: what is saved is published), so each effective date's text stays readable
 * at its own address (history.ts, docs/decisions/0063); staff see the list in the admin panel.
 */
export const Terms: GlobalConfig<'terms'> = {
  slug: 'terms',
  label: '약관',
  admin: { group: '사이트 설정' },
  access: { read: anyone, update: isAdminOrManager, readVersions: isStaff },
  versions: { max: 0 },
  endpoints: [termsHistoryEndpoint, termsVersionEndpoint],
  hooks: { afterChange: [bumpContentVersionHook] },
  fields: [document('service', '이용약관', '/terms/service'), document('privacy', '개인정보처리방침', '/terms/privacy')],
}
