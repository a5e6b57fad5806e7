// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithRouter } from '~/test/render'
import { idParam } from '~/features/navigation/params'
import { ErrorScreen, FatalErrorPage, NotFoundScreen, notFoundMessage, notFoundMessageFor } from './ErrorPage'

afterEach(cleanup)

const backToMain = () => screen.getByRole('link', { name: '메인으로' })

describe('error screens', () => {
  it('404: the requested page was not found, the address wrong or the page moved or deleted', async () => {
    await renderWithRouter(<NotFoundScreen message={notFoundMessage('/nope')} />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('요청하신 페이지를 찾을 수 없습니다.')
    expect(screen.getByText(/주소가 잘못 입력되었거나, 페이지가 이동 또는 삭제되었을 수 있습니다/)).toBeTruthy()
    expect(screen.getByText('Page not found: /nope')).toBeTruthy()
    expect(backToMain().getAttribute('href')).toBe('/')
  })

  it('a route whose parameters failed validation says Page Not Found; an unknown path names itself', () => {
    const failure = (() => {
      try {
        idParam('abc')
      } catch (error) {
        return error as { data?: unknown }
      }
    })()
    expect(failure?.data).toBeDefined()
    expect(notFoundMessageFor(failure?.data, '/service/abc')).toBe('Page Not Found')
    expect(notFoundMessageFor(undefined, '/nope')).toBe('Page not found: /nope')
    expect(notFoundMessageFor({ reason: 'gone' }, '/nope')).toBe('Page not found: /nope')
  })

  it('any other error: an unexpected problem, and customer service if it persists', async () => {
    await renderWithRouter(<ErrorScreen />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('예상하지 못한 문제가 발생했습니다.')
    expect(screen.getByText(/문제가 계속되면 고객센터로 문의해 주세요/)).toBeTruthy()
    expect(backToMain().getAttribute('href')).toBe('/')
  })

  it('a CMS that did not answer: try again shortly, not a fault, in a page or the whole frame', async () => {
    const unavailable = Object.assign(new Error('CMS answered 0 for /api/customers/me'), { name: 'CmsUnavailable' })
    await renderWithRouter(<ErrorScreen error={unavailable} />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('지금은 페이지를 불러올 수 없습니다.')
    expect(screen.getByText(/잠시 후 다시 시도해 주세요/)).toBeTruthy()
    expect(backToMain().getAttribute('href')).toBe('/')
    cleanup()
    await renderWithRouter(<FatalErrorPage error={unavailable} />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('지금은 페이지를 불러올 수 없습니다.')
    cleanup()
    await renderWithRouter(<ErrorScreen error={new Error('CMS answered 500 for /api/customers/me')} />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('예상하지 못한 문제가 발생했습니다.')
  })

  it('a fatal error takes the whole page', async () => {
    const { container } = await renderWithRouter(<FatalErrorPage />)
    expect(container.querySelector('.fatal-error .error-screen')).not.toBeNull()
    expect(backToMain().getAttribute('href')).toBe('/')
  })
})
