import { randomBytes } from 'node:crypto'
import type { CollectionBeforeChangeHook } from 'payload'
import { warrantyCodeFrom } from '@storefront/rules/warranty-code'

/** Every registration gets its certificate's code when made; a transfer makes a new registration, and so a new code. */
export const assignWarrantyCode: CollectionBeforeChangeHook = ({ data, operation }) =>
  operation === 'create' ? { ...data, warrantyCode: warrantyCodeFrom(randomBytes(12)) } : data
