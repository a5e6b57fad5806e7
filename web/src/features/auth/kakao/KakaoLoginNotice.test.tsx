// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { KakaoLoginNotice } from './KakaoLoginNotice'

afterEach(cleanup)

describe('KakaoLoginNotice', () => {
  it('tells why the Kakao login failed, as an alert', () => {
    render(<KakaoLoginNotice error="kakao-cancelled" />)
    expect(screen.getByRole('alert').textContent).toBe('카카오 로그인을 취소했습니다.')
  })

  it('shows nothing without a Kakao error', () => {
    const { container } = render(<KakaoLoginNotice error="<script>" />)
    expect(container.innerHTML).toBe('')
  })
})
