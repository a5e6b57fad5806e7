// The journey's Korean messages, by the reason a step sends the visitor back.

/** Why a serial was refused: the CMS's check results, and ours. */
export const checkMessages: Record<string, string> = {
  'bad-format': '일련번호는 영문과 숫자 6–32자입니다. 라벨에 적힌 대로 입력하세요. 예: VPA-2611-00001',
  unknown: '정품 일련번호가 아닙니다. 제품 라벨의 번호를 다시 확인하세요.',
  blocked: '등록할 수 없는 일련번호입니다. 고객센터로 문의하세요.',
  registered: '이미 정품 등록된 제품입니다. 본인이 등록하지 않았다면 고객센터로 문의하세요.',
  'code-required': '이 제품은 라벨 아래의 인증 코드를 함께 입력해야 합니다.',
  'code-mismatch': '인증 코드가 맞지 않습니다. 라벨 아래의 코드를 확인하세요.',
  'code-locked': '인증 코드를 여러 번 잘못 입력해 이 일련번호의 확인을 잠시 막았습니다. 30분 뒤에 다시 시도하거나 고객센터로 문의하세요.',
  limited: '확인 요청이 너무 많습니다. 잠시 후 다시 시도하세요.',
  unavailable: '지금은 정품 확인을 할 수 없습니다. 잠시 후 다시 시도하세요.',
  expired: '확인한 일련번호 정보가 만료되었습니다. 일련번호를 다시 입력하세요.',
  start: '정품 등록은 일련번호 확인부터 시작합니다. 일련번호를 입력해 주세요.',
}

/** Which field a refusal is about, for tying the message to it. */
export const checkField = (reason: string): 'serialNumber' | 'authCode' | null =>
  reason.startsWith('code-') ? 'authCode' : ['bad-format', 'unknown', 'blocked', 'registered'].includes(reason) ? 'serialNumber' : null

/** Problems with the license step's form, by field (or `form`). */
export type LicenseErrors = Partial<
  Record<'termsAccepted' | 'privacyAccepted' | 'purchaseDate' | 'purchaseChannel' | 'purchaseShop' | 'purchasePlace' | 'receipt' | 'form', string>
>

export const licenseMessages: Record<keyof LicenseErrors, string> = {
  termsAccepted: '품질 보증 약관에 동의해 주세요.',
  privacyAccepted: '개인정보 수집·이용에 동의해 주세요.',
  purchaseDate: '구입일을 확인해 주세요. 오늘 이후이거나 모델 출시 전일 수 없습니다.',
  purchaseChannel: '구입하신 곳을 골라 주세요.',
  purchaseShop: '구입하신 매장을 목록에서 고르세요.',
  purchasePlace: '구입하신 곳을 적어 주세요.',
  receipt: '영수증은 10MB 이하의 사진 또는 PDF 파일만 올릴 수 있습니다.',
  form: '등록하지 못했습니다. 잠시 후 다시 시도하세요.',
}

/** The form's field for each field of the device the CMS may refuse. */
export const licenseFieldsByPath: Record<string, keyof LicenseErrors> = {
  purchaseDate: 'purchaseDate',
  purchaseChannel: 'purchaseChannel',
  purchaseShop: 'purchaseShop',
  purchasePlace: 'purchasePlace',
  receipt: 'receipt',
}

/** The CMS could not read the receipt as the photo or PDF it claims to be. */
export const unreadableReceipt = '영수증 파일을 읽을 수 없습니다. 사진이나 PDF 파일이 맞는지 확인하고 다시 올려 주세요.'
