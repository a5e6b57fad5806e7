import type { PayloadRequest } from 'payload'
import { env } from '@/env'
import { DEFAULT_BRAND_NAME } from '@/globals/Site/brand'

/**
 * How a customer's mail names us: the brand of the site settings in its subject, its signature and
 * its sender's name ("VAPORE 고객센터"), so that one mail never carries two names.
 */
export async function mailBrand(req: PayloadRequest) {
  const site = await req.payload.findGlobal({ slug: 'site', depth: 0, req })
  const brandName = site.brandName?.trim() || DEFAULT_BRAND_NAME
  return { brandName, from: { name: `${brandName} 고객센터`, address: env.MAIL_FROM_ADDRESS } }
}
