// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '~/test/render'
import { Button, ButtonLink } from './Button'

afterEach(cleanup)

describe('Button', () => {
  it('is of type button by default, or submit', () => {
    render(
      <>
        <Button>기본</Button>
        <Button type="submit">제출</Button>
      </>,
    )
    expect(screen.getByRole('button', { name: '기본' }).getAttribute('type')).toBe('button')
    expect(screen.getByRole('button', { name: '제출' }).getAttribute('type')).toBe('submit')
  })

  it('defaults to colour default, border default and size medium', () => {
    render(<Button>기본</Button>)
    expect(screen.getByRole('button').className).toBe('button button--default button--border-default button--medium')
  })

  it.each(['default', 'black', 'primary', 'alternate', 'ghost', 'gray'] as const)('takes the colour %s', (color) => {
    render(<Button color={color}>버튼</Button>)
    expect(screen.getByRole('button').classList.contains(`button--${color}`)).toBe(true)
  })

  it.each(['default', 'light', 'dark'] as const)('takes the border colour %s', (border) => {
    render(<Button border={border}>버튼</Button>)
    expect(screen.getByRole('button').classList.contains(`button--border-${border}`)).toBe(true)
  })

  it.each(['small', 'medium', 'large'] as const)('takes the size %s', (size) => {
    render(<Button size={size}>버튼</Button>)
    expect(screen.getByRole('button').classList.contains(`button--${size}`)).toBe(true)
  })

  it('shows a 24 px spinner while loading, and takes no click', () => {
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        저장
      </Button>,
    )
    const button = screen.getByRole('button', { name: '저장' })
    const spinner = button.querySelector<HTMLElement>('.spinner')
    expect(spinner?.style.width).toBe('24px')
    expect(spinner?.style.height).toBe('24px')
    expect(button.getAttribute('aria-busy')).toBe('true')
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('takes another spinner size', () => {
    render(
      <Button loading spinnerSize={16}>
        저장
      </Button>,
    )
    expect(screen.getByRole('button').querySelector<HTMLElement>('.spinner')?.style.width).toBe('16px')
  })

  it('shows no spinner when not loading', () => {
    render(<Button>저장</Button>)
    expect(screen.getByRole('button').querySelector('.spinner')).toBeNull()
  })

  it('blocks clicks when disabled', () => {
    const onClick = vi.fn()
    render(
      <Button disabled onClick={onClick}>
        저장
      </Button>,
    )
    fireEvent.click(screen.getByRole('button'))
    expect(onClick).not.toHaveBeenCalled()
  })
})

describe('ButtonLink', () => {
  it('navigates client-side to a path on this site', async () => {
    const { router } = await renderWithRouter(<ButtonLink href="/other">다음</ButtonLink>)
    const link = screen.getByRole('link', { name: '다음' })
    expect(link.getAttribute('href')).toBe('/other')
    await act(async () => void fireEvent.click(link))
    expect(router.state.location.pathname).toBe('/other')
  })

  it('blocks navigation when disabled: no address, and a click goes nowhere', async () => {
    const { router } = await renderWithRouter(
      <ButtonLink href="/other" disabled>
        다음
      </ButtonLink>,
    )
    const link = screen.getByRole('link', { name: '다음' })
    expect(link.hasAttribute('href')).toBe(false)
    expect(link.getAttribute('aria-disabled')).toBe('true')
    const delivered = fireEvent.click(link)
    await act(async () => {})
    expect(delivered).toBe(false)
    expect(router.state.location.pathname).toBe('/')
  })

  it('opens another site in a new tab when asked, without giving it this window', async () => {
    await renderWithRouter(
      <ButtonLink href="https://smartstore.naver.com/vapore" newTab>
        스토어
      </ButtonLink>,
    )
    const link = screen.getByRole('link', { name: '스토어' })
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })
})
