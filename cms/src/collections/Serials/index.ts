import type { CollectionConfig } from 'payload'
import { isAdminOrManager } from '@/access/isAdminOrManager'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { isSerialFormat } from '@storefront/rules/serial'
import { checkEndpoint } from './check/checkEndpoint'
import { importEndpoint } from './import/importEndpoint'
import { hashAuthCodeInput, normaliseSerialInput } from './hooks/prepareSerial'
import { refuseDeleteInUse } from '@/hooks/refuseDeleteInUse'

const serialStatuses = [
  { value: 'available', label: '미등록' },
  { value: 'registered', label: '등록됨' },
  { value: 'blocked', label: '차단' },
]

/** The registry of genuine units. Never public: consumers learn only whether their own serial checks out. */
export const Serials: CollectionConfig<'serials'> = {
  slug: 'serials',
  labels: { singular: '정품 일련번호', plural: '정품 일련번호' },
  admin: {
    group: '제품·정품',
    useAsTitle: 'serialNumber',
    defaultColumns: ['serialNumber', 'product', 'status', 'batch', 'createdAt'],
    listSearchableFields: ['serialNumber'],
    components: { beforeListTable: ['@/collections/Serials/components/ImportSerials#ImportSerials'] },
  },
  access: { read: isStaff, create: isAdminOrManager, update: isAdminOrManager, delete: isAdminOrManager },
  endpoints: [importEndpoint, checkEndpoint],
  defaultSort: '-createdAt',
  hooks: {
    beforeDelete: [refuseDeleteInUse([{ collection: 'devices', field: 'serial', label: '등록 기기' }])],
    beforeValidate: [normaliseSerialInput],
    beforeChange: [hashAuthCodeInput],
  },
  fields: [
    {
      name: 'serialNumber',
      type: 'text',
      label: '일련번호',
      required: true,
      unique: true,
      validate: (value: string | null | undefined) =>
        !value || isSerialFormat(value) || '영문 대문자와 숫자 6–32자(가운데 하이픈 허용)로 입력하세요. 예: VPA-2611-00001',
    },
    { name: 'product', type: 'relationship', relationTo: 'products', label: '제품', required: true, index: true },
    {
      name: 'productionBatch',
      type: 'text',
      label: '생산 로트',
      index: true,
      admin: { readOnly: true, position: 'sidebar', description: '일련번호의 마지막 묶음(제품 번호)을 뺀 앞부분입니다. 예: VPA-2611' },
    },
    {
      name: 'authCode',
      type: 'text',
      label: '인증 코드',
      virtual: true,
      access: { read: nobody },
      // Virtual fields are read-only in the admin unless told otherwise.
      admin: { readOnly: false, description: '입력하면 암호화해 저장하며 다시 보여 주지 않습니다. 바꿀 때만 입력하세요.' },
    },
    { name: 'authCodeHash', type: 'text', hidden: true },
    // Wrong codes in a row (codeLockout): counted by the check, not by hand.
    { name: 'failedCodeAttempts', type: 'number', defaultValue: 0, hidden: true },
    {
      name: 'status',
      type: 'select',
      label: '상태',
      required: true,
      defaultValue: 'available',
      index: true,
      options: serialStatuses,
      admin: { position: 'sidebar', description: '정품 등록과 등록 해지 때 자동으로 바뀝니다.' },
    },
    {
      name: 'codeLockedUntil',
      type: 'date',
      label: '인증 코드 잠김 해제',
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: '인증 코드를 5번 잘못 입력하면 30분 동안 잠깁니다. 고객 확인 후 비우면 바로 풀립니다.',
      },
    },
    { name: 'batch', type: 'text', label: '입고 묶음', admin: { position: 'sidebar', description: 'CSV로 가져온 파일과 날짜' } },
  ],
}
