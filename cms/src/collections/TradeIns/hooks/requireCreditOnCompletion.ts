import { APIError, type CollectionBeforeChangeHook } from 'payload'

/** A trade-in is completed only with the credit actually granted recorded. */
export const requireCreditOnCompletion: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  const completing = operation === 'update' && data.status === 'completed' && originalDoc.status !== 'completed'
  if (completing && typeof (data.creditGranted ?? originalDoc.creditGranted) !== 'number') {
    throw new APIError('보상 완료로 바꾸려면 지급한 보상 금액을 입력하세요.', 400, null, true)
  }
  return data
}
