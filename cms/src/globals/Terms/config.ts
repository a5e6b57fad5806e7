import type { Field, GlobalConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { isAdminOrManager } from '@/access/isAdminOrManager'
import { bumpContentVersionHook } from '@/hooks/bumpContentVersion'

const document = (name: string, label: string, route: string): Field => ({
  name,
  type: 'group',
  label,
  admin: { description: `${route}에 표시됩니다.` },
  fields: [
    { name: 'effectiveDate', type: 'date', label: '시행일', required: true, admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } } },
    { name: 'content', type: 'richText', label: '본문', required: true },
  ],
})

/** Terms of service and privacy policy (/terms/service, /terms/privacy). */
export const Terms: GlobalConfig<'terms'> = {
  slug: 'terms',
  label: '약관',
  admin: { group: '사이트 설정' },
  access: { read: anyone, update: isAdminOrManager },
  hooks: { afterChange: [bumpContentVersionHook] },
  fields: [document('service', '이용약관', '/terms/service'), document('privacy', '개인정보처리방침', '/terms/privacy')],
}
