import { isRedirect, type ParsedLocation } from '@tanstack/react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const lookupRedirect = vi.fn()
let unreachable = false
vi.mock('./redirects.functions', () => ({
  lookupRedirect: async (input: unknown) => {
    if (unreachable) throw new TypeError('fetch failed')
    return lookupRedirect(input)
  },
}))
const { beforeEveryNavigation } = await import('./before-navigation')

const at = (pathname: string, searchStr = '') => ({ pathname, searchStr, href: pathname + searchStr }) as ParsedLocation

async function outcome(location: ParsedLocation, preload = false) {
  try {
    await beforeEveryNavigation({ location, preload })
    return undefined
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown
    return { href: thrown.options.href, statusCode: thrown.status, reloadDocument: thrown.options.reloadDocument }
  }
}

beforeEach(() => lookupRedirect.mockReset())

describe('every navigation asks the server whether the path redirects', () => {
  it('asks by path, query included', async () => {
    lookupRedirect.mockResolvedValue(null)
    expect(await outcome(at('/event', '?code=spring'))).toBeUndefined()
    expect(lookupRedirect).toHaveBeenCalledWith({ data: '/event?code=spring' })
  })

  it('goes to a path of the site client-side, with the status chosen', async () => {
    lookupRedirect.mockResolvedValue({ href: '/trade-in/3', external: false, statusCode: 301 })
    expect(await outcome(at('/event'))).toEqual({ href: '/trade-in/3', statusCode: 301, reloadDocument: false })
  })

  it('reaches another site by a full page load', async () => {
    lookupRedirect.mockResolvedValue({ href: 'https://smartstore.naver.com/vapore', external: true, statusCode: 302 })
    expect(await outcome(at('/store'))).toEqual({ href: 'https://smartstore.naver.com/vapore', statusCode: 302, reloadDocument: true })
  })

  it('lets the page load when the lookup fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    unreachable = true
    expect(await outcome(at('/shops'))).toBeUndefined()
    unreachable = false
    expect(logged).toHaveBeenCalledWith('redirect lookup failed', expect.any(TypeError))
    logged.mockRestore()
  })

  it('does not ask for a preload: the navigation that may follow asks for itself', async () => {
    expect(await outcome(at('/shops'), true)).toBeUndefined()
    expect(lookupRedirect).not.toHaveBeenCalled()
  })
})
