/** A URL segment: lower-case letters, digits and hyphens (`korea`, `spring-survey`). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Longer than any address a person types; the storefront answers a longer one 404 before it asks. */
export const SLUG_MAX_LENGTH = 200

export const isSlug = (value: string): boolean => value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value)
