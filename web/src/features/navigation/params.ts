import { isSerialFormat } from '@storefront/rules/serial'
import { isSlug } from '@storefront/rules/slug'
import { notFound } from '@tanstack/react-router'

// Route parameters checked before a page loads (`params.parse`): a malformed one is a
// validation failure, 'Page Not Found' with status 404 (ErrorPage.tsx). Plain checks: route
// options travel in the bundle every page loads.

const validationFailure = () => notFound({ data: { reason: 'validation' } })

function checked(value: string, valid: RegExp | ((value: string) => boolean)): string {
  if (!(typeof valid === 'function' ? valid(value) : valid.test(value))) throw validationFailure()
  return value
}

/** A CMS document id (PostgreSQL serial). */
export const idParam = (value: string) => checked(value, /^[1-9][0-9]{0,15}$/)

/** A device serial number as printed on the device (the CMS's format), in any case. Links carry it as printed: no spaces mended here. */
export const serialParam = (value: string) => checked(value, (typed) => isSerialFormat(typed.toUpperCase()))

/** A survey slug: lowercase words joined by dashes. */
export const slugParam = (value: string) => checked(value, isSlug)

/** One of a fixed set of values, or absent (an optional segment). */
export function oneOfParam<T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined
  if (!(allowed as readonly string[]).includes(value)) throw validationFailure()
  return value as T
}

/** A day, as versions of the terms are named (2026-12-01). */
export const dayParam = (value: string) => checked(value, /^\d{4}-\d{2}-\d{2}$/)
