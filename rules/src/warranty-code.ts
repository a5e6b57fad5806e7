// The verification code printed on a device's warranty certificate (보증서): twelve characters of
// Crockford's base32 (no I, L, O or U to misread), shown in groups of four. Anyone holding the
// certificate (a second-hand buyer, a shop) checks it at /device/verify; the code names a
// registration, not a person, so the check shows no personal data.

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const WARRANTY_CODE_LENGTH = 12

/** A new code from `random` bytes (one per character; the CMS passes crypto's). */
export const warrantyCodeFrom = (random: Uint8Array) =>
  Array.from(random.subarray(0, WARRANTY_CODE_LENGTH), (byte) => ALPHABET[byte % ALPHABET.length]).join('')

/** What a person typed, as stored: capitals, no spaces or hyphens, and the letters people mistake read as the digits they look like. */
export const normaliseWarrantyCode = (typed: string) =>
  typed
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[OIL]/g, (char) => (char === 'O' ? '0' : '1'))

/** What a check says of anything that is not a code, before looking anything up. */
export const WARRANTY_CODE_FORMAT_PROBLEM = '보증서 확인 코드 12자리를 입력하세요. 예: 7K2M-Q9XD-41TR'

export const isWarrantyCode = (code: string) => code.length === WARRANTY_CODE_LENGTH && [...code].every((char) => ALPHABET.includes(char))

/** "7K2M-Q9XD-41TR" */
export const formatWarrantyCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code
