import { APIError, type CollectionBeforeOperationHook, type CollectionSlug } from 'payload'
import { isCustomerUser } from '@/access/roles'

/**
 * What Payload's upload code takes from the request besides the file itself. Given a filename or
 * a URL and no file, it re-reads that stored file (or fetches the URL) and writes it again with
 * the edits, which from a consumer could mean another customer's file. Consumers send a file and
 * nothing about it.
 */
const FILE_FIELDS = ['filename', 'url', 'sizes', 'focalX', 'focalY', 'uploadEdits', 'mimeType', 'filesize', 'width', 'height', 'thumbnailURL', 'prefix']

/**
 * Consumers' uploads: a create carries a real uploaded file; file metadata and upload edits from
 * them are refused before anything is read or stored. Their files are named after them
 * (`c<customer id>-…`), so no two customers' files ever share a name.
 */
export const consumerFileOnly =
  <Slug extends CollectionSlug>(): CollectionBeforeOperationHook<Slug> =>
  ({ args, operation, req }) => {
    if (!isCustomerUser(req.user) || (operation !== 'create' && operation !== 'update')) return args
    // As sent: Payload strips some of these from `args.data` before this hook, silently.
    const sent = [req.data, args.data].filter((data): data is Record<string, unknown> => typeof data === 'object' && data !== null)
    if (sent.some((data) => FILE_FIELDS.some((field) => field in data)) || req.query?.uploadEdits !== undefined) {
      throw new APIError('파일 정보는 지정할 수 없습니다. 파일만 올려 주세요.', 400, null, true)
    }
    if (operation === 'create' && !req.file) throw new APIError('올릴 파일을 골라 주세요.', 400, null, true)
    if (req.file) req.file.name = `c${req.user!.id}-${req.file.name}`
    return args
  }
