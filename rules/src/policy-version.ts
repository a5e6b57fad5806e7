// Versions of the terms and the privacy policy (docs/decisions/0063): a version is named by the
// Seoul day it takes effect, "2026-12-01", the same in the CMS, the storefront and the addresses
// of past versions (/terms/privacy/v/2026-12-01).
import { seoulDay } from './seoul-date'

export const POLICY_KINDS = ['service', 'privacy'] as const
export type PolicyKind = (typeof POLICY_KINDS)[number]

/** The version an effective date names; null without one. */
export const policyVersion = (effectiveDate: string | Date | null | undefined): string | null => (effectiveDate ? seoulDay(new Date(effectiveDate)) : null)

/**
 * Which of a document's versions is in force on `day` (a Seoul day, YYYY-MM-DD) and which are yet
 * to come: the latest version whose effective date has come is in force, however recently a later
 * one was saved. Before any has come into force, none is. Versions of one date are one version.
 */
export function versionsOnDay<T extends { effectiveDate: string }>(versions: readonly T[], day: string): { inForce: T | null; upcoming: T[]; past: T[] } {
  const newestFirst = [...versions].sort((a, b) => b.effectiveDate.localeCompare(a.effectiveDate))
  const come = newestFirst.filter((version) => version.effectiveDate <= day)
  return {
    inForce: come[0] ?? null,
    upcoming: newestFirst.filter((version) => version.effectiveDate > day).reverse(),
    past: come.slice(1),
  }
}

/** A version's form, for addresses and inputs. */
export const isPolicyVersion = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)

/**
 * Whether a customer who agreed at `agreedAt` to version `agreed` must agree again: the version
 * asked for (`required`) is later than theirs, or their agreement names none (given before
 * versions were kept). Versions compare as their dates do. Someone who never agreed is not asked
 * here: registration asks them, and mustAgreeFirst asks those no registration form asked.
 */
export const mustAgreeAgain = (agreedAt: string | null | undefined, agreed: string | null | undefined, required: string | null | undefined): boolean =>
  Boolean(agreedAt) && Boolean(required) && (!agreed || agreed < (required as string))

/**
 * Whether a customer must agree for the first time: one who signed up with Kakao, whom no
 * registration form asked (an e-mail sign-up agrees on the form), and who has not agreed since.
 */
export const mustAgreeFirst = (provider: string | null | undefined, agreedAt: string | null | undefined): boolean => provider === 'kakao' && !agreedAt
