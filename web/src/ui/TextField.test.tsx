// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TextField } from './TextField'

afterEach(cleanup)

const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ')

describe('TextField', () => {
  it('labels its control', () => {
    render(<TextField label="이메일" name="email" />)
    expect(screen.getByLabelText('이메일').getAttribute('name')).toBe('email')
  })

  it('shows its error under the control, marks it invalid and ties the text to it', () => {
    render(<TextField label="이메일" name="email" hint="가입하신 이메일" error="이메일을 입력해 주세요." />)
    const input = screen.getByLabelText('이메일')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(description(input)).toBe('가입하신 이메일 이메일을 입력해 주세요.')
  })

  it('is not invalid without an error', () => {
    render(<TextField label="이메일" name="email" />)
    const input = screen.getByLabelText('이메일')
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(input.hasAttribute('aria-describedby')).toBe(false)
  })
})
