// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { QuestionField } from './QuestionField'
import type { SurveyAnswers, SurveyQuestion } from './types'

afterEach(cleanup)

const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ')

function Controlled({ question, error }: { question: SurveyQuestion & { id: string }; error?: string }) {
  const [value, setValue] = useState<SurveyAnswers[string]>(undefined)
  return <QuestionField question={question} number={2} value={value} error={error} onChange={setValue} />
}

describe('QuestionField', () => {
  it('names a rating scale by its question and its ends by their descriptions', () => {
    render(<Controlled question={{ id: 'r', blockType: 'rating', question: '만족도', required: true, scale: '5', lowLabel: '불만족', highLabel: '만족' }} />)
    const group = screen.getByRole('group', { name: /2\. 만족도\s*필수/ })
    expect(group).toBeTruthy()
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(['1점, 불만족', '2점', '3점', '4점', '5점, 만족'])
  })

  it('lets no more choices be ticked than the maximum, and says how many are left', () => {
    const options = [{ label: '매장' }, { label: '온라인' }, { label: '선물' }]
    render(<Controlled question={{ id: 'm', blockType: 'multipleChoice', question: '구입처', maxSelections: 2, options }} />)
    fireEvent.click(screen.getByRole('checkbox', { name: '매장' }))
    fireEvent.click(screen.getByRole('checkbox', { name: '선물' }))
    expect((screen.getByRole('checkbox', { name: '온라인' }) as HTMLInputElement).disabled).toBe(true)
    expect(description(screen.getByRole('group'))).toContain('(2/2 선택)')
    fireEvent.click(screen.getByRole('checkbox', { name: '매장' }))
    expect((screen.getByRole('checkbox', { name: '온라인' }) as HTMLInputElement).disabled).toBe(false)
  })

  it('counts a text answer against its limit and ties the error to the field', () => {
    render(<Controlled question={{ id: 't', blockType: 'shortText', question: '한마디', maxLength: 5 }} error="5자 이내로 답해 주세요." />)
    const input = screen.getByRole('textbox', { name: /한마디/ })
    fireEvent.change(input, { target: { value: '여섯 글자요' } })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(description(input)).toBe('6/5자 5자 이내로 답해 주세요.')
  })
})
