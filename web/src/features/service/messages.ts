// The A/S form's Korean messages, by field (or `form`).

export type ServiceErrors = Partial<
  Record<'symptom' | 'description' | 'photos' | 'method' | 'shop' | 'name' | 'phone' | 'postalCode' | 'address' | 'detail' | 'form', string>
>

export const serviceMessages = {
  symptom: '어떤 증상인지 골라 주세요.',
  method: '접수 방법을 골라 주세요.',
  shop: '방문하실 매장을 목록에서 고르세요.',
  form: '신청하지 못했습니다. 잠시 후 다시 시도하세요. 같은 내용으로 다시 보내도 한 번만 접수됩니다.',
  offline: '인터넷 연결을 확인하고 다시 시도하세요. 같은 내용으로 다시 보내도 한 번만 접수됩니다.',
  unreadablePhoto: '사진 파일을 읽을 수 없습니다. 사진이 맞는지 확인하고 다시 올려 주세요.',
  open: '이 기기로 진행 중인 A/S가 이미 있습니다.',
} as const

/** The form's field for each field of the A/S request the CMS may refuse. */
export const serviceFieldsByPath: Record<string, keyof ServiceErrors> = {
  symptom: 'symptom',
  description: 'description',
  photos: 'photos',
  method: 'method',
  shop: 'shop',
  'returnAddress.name': 'name',
  'returnAddress.phone': 'phone',
  'returnAddress.postalCode': 'postalCode',
  'returnAddress.address': 'address',
  'returnAddress.detail': 'detail',
}
