// What a link may point to. Plain functions so they are testable without Payload.

const isAbsoluteHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** An absolute http(s) URL. */
export const isHttpUrl = (value: string): boolean => isAbsoluteHttpUrl(value)

/** A storefront path: "/shops", not protocol-relative "//host" nor "/\\host", which browsers read as a host. */
export const isStorePath = (value: string): boolean => value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')

/** A storefront path or an absolute http(s) URL. */
export const isHref = (value: string): boolean => isStorePath(value) || isAbsoluteHttpUrl(value)
