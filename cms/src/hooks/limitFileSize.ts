import { APIError, type CollectionBeforeOperationHook, type CollectionSlug } from 'payload'

/** Refuses an uploaded file larger than `bytes` before anything is stored. */
export const limitFileSize =
  <Slug extends CollectionSlug>(bytes: number): CollectionBeforeOperationHook<Slug> =>
  ({ args, operation }) => {
    const size = args.req?.file?.size
    if ((operation === 'create' || operation === 'update') && size && size > bytes) {
      throw new APIError(`파일이 너무 큽니다. ${Math.round(bytes / 1024 / 1024)}MB 이하로 올려 주세요.`, 413, null, true)
    }
    return args
  }
