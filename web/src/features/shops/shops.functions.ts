import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { findShops } from './shop-index'
import { currentShopIndex } from './shops.server'
import { validInput } from '~/features/input/invalid-input'
import { kindValues, MAX_DISTRICT_LENGTH, MAX_PAGES, MAX_QUERY_LENGTH, parseNear, regionValues, serviceValues } from './shop-search'

// What the page sends has been through parseShopSearch already; anything else is refused.
const shopSearchInput = z
  .object({
    region: z.enum(regionValues).optional(),
    district: z.string().trim().min(1).max(MAX_DISTRICT_LENGTH).optional(),
    service: z.enum(serviceValues).optional(),
    kind: z.enum(kindValues).optional(),
    q: z.string().trim().min(1).max(MAX_QUERY_LENGTH).optional(),
    near: z
      .string()
      .refine((near) => parseNear(near) !== undefined)
      .optional(),
    page: z.int().min(2).max(MAX_PAGES).optional(),
  })
  .strict()

/** The shops of one /shops URL: filtered, sorted and cut to the pages shown. */
export const searchShops = createServerFn({ method: 'GET' })
  .validator(validInput(shopSearchInput))
  .handler(async ({ data }) => findShops(await currentShopIndex(), data))
