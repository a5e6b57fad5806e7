import { describe, expect, it } from 'vitest'
import { routeName } from './route-name'

describe('routeName: the name a page view reports', () => {
  it.each([
    ['/_default/', 'index'],
    ['/_default/user/service/', 'user-service'],
    ['/_default/shops', 'shops'],
    ['/_account/login/', 'login'],
    ['/_default/posts/$postId', 'posts-postId'],
    ['/_default/trade-in/$tradeEventId/me/{-$tab}', 'trade-in-tradeEventId-me-tab'],
    ['/_account/__/account/reset-password', 'account-reset-password'],
    ['__root__', 'not-found'],
    [undefined, 'not-found'],
  ])('%s is %s', (routeId, name) => {
    expect(routeName(routeId)).toBe(name)
  })
})
