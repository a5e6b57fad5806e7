import { createServerFn } from '@tanstack/react-start'
import { getShopIndex } from '~/features/shops/shops.server'

/** Open partner shops (협력점), in the shop finder's order: regions as Koreans list them, then by name. */
export const getPartnerShops = createServerFn({ method: 'GET' }).handler(async () =>
  (await getShopIndex()).shops.filter(({ view }) => view.kind === 'partner').map(({ view }) => view),
)
