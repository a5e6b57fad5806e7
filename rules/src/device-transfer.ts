// A customer hands a registered device to someone else (양도): the owner makes a one-time code,
// the recipient signs in and enters it. The warranty end stays the device's; the owner's
// registration ends as transferred, kept as history.

/** How long a transfer code works after it is made. */
export const TRANSFER_CODE_HOURS = 48
export const TRANSFER_CODE_LENGTH = 8

export const transferRefusals = {
  notActive: '양도할 수 없는 기기입니다. 정품 등록이 유지 중인 내 기기만 양도할 수 있습니다.',
  openRequest: '진행 중인 A/S나 보상 판매가 있는 기기는 양도할 수 없습니다. 끝난 뒤 다시 시도하세요.',
  badFormat: '양도 코드 8자리를 입력하세요. 예: 4KQ7-M2XD',
  unknown: '맞는 양도 코드가 없습니다. 코드가 틀렸거나, 이미 쓰였거나, 48시간이 지났습니다. 양도하는 분께 새 코드를 받아 주세요.',
  own: '내 기기는 받을 수 없습니다. 양도 코드는 받는 분이 입력합니다.',
  adult: '만 19세 이상 본인인증을 마친 뒤 기기를 받을 수 있습니다. 이 화면에서 휴대폰 본인인증을 먼저 해 주세요.',
} as const
