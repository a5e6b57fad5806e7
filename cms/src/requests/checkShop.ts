import type { CollectionBeforeChangeHook } from 'payload'
import { isCustomerUser } from '@/access/roles'
import { fieldRefusal } from '@/lib/fieldRefusal'
import { relationId } from '@storefront/rules/relation-id'

/**
 * A visit needs an open shop offering `service`. A consumer may pick another shop only while the
 * request still waits to be received (storefront /user/service/shop/{id}).
 */
export const checkShop =
  (service: 'service' | 'trade-in'): CollectionBeforeChangeHook =>
  async ({ collection, data, operation, originalDoc, req }) => {
    const refuse = (message: string) => fieldRefusal(collection.slug, { shop: message })
    const shopChanged = operation === 'create' || (data.shop !== undefined && relationId(data.shop) !== relationId(originalDoc?.shop))
    if (operation === 'update' && shopChanged && isCustomerUser(req.user) && originalDoc.status !== 'requested') {
      throw refuse('접수가 시작된 뒤에는 매장을 바꿀 수 없습니다. 고객센터로 문의하세요.')
    }
    const method = data.method ?? originalDoc?.method
    const shopId = data.shop !== undefined ? data.shop : originalDoc?.shop
    if (method !== 'visit' || !shopChanged) return data
    if (!shopId) throw refuse('방문할 매장을 선택하세요.')
    const shop = await req.payload.findByID({ collection: 'shops', id: relationId(shopId)!, depth: 0, req, disableErrors: true })
    if (!shop?.active || !shop.services?.includes(service)) {
      throw refuse('선택한 매장에서는 이 서비스를 받을 수 없습니다. 다른 매장을 선택하세요.')
    }
    return data
  }
