// The A/S form's Korean messages, by field (or `form`).

export type ServiceErrors = Partial<
  Record<'symptom' | 'description' | 'photos' | 'method' | 'shop' | 'name' | 'phone' | 'postalCode' | 'address' | 'form', string>
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

/** Which field a refusal of the CMS is about, from its Korean message. */
export function fieldOf(message: string): keyof ServiceErrors {
  if (/증상을|증상 설명/.test(message)) return 'description'
  if (/매장/.test(message)) return 'shop'
  if (/사진|파일/.test(message)) return 'photos'
  if (/받으실 분/.test(message)) return 'name'
  if (/연락처/.test(message)) return 'phone'
  if (/우편번호/.test(message)) return 'postalCode'
  if (/주소/.test(message)) return 'address'
  return 'form'
}
