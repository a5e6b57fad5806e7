import { describe, expect, it } from 'vitest'
import type { Question } from '@storefront/rules/survey-answers'
import { summarise } from './summarise'

const questions: Question[] = [
  { id: 'q1', blockType: 'singleChoice', question: '기기', options: [{ label: '에어' }, { label: '프로' }] },
  { id: 'q2', blockType: 'multipleChoice', question: '구입처', options: [{ label: '매장' }, { label: '온라인' }] },
  { id: 'q3', blockType: 'rating', question: '만족도', scale: '5' },
  { id: 'q4', blockType: 'longText', question: '의견' },
]

describe('summarise', () => {
  it('counts choices with percentages of those who answered, averages ratings and lists texts', () => {
    const results = summarise(questions, [
      {
        id: 7,
        createdAt: '2026-11-24T12:08:05.000Z',
        respondent: 'kim@example.com',
        answers: [
          { question: 'q1', value: '에어' },
          { question: 'q2', value: ['매장', '온라인'] },
          { question: 'q3', value: 5 },
          { question: 'q4', value: '좋아요' },
        ],
      },
      {
        answers: [
          { question: 'q1', value: '에어' },
          { question: 'q2', value: ['매장'] },
          { question: 'q3', value: 2 },
        ],
      },
      { answers: [{ question: 'q1', value: '프로' }] },
      { answers: [{ question: 'q1', value: '미니' }] },
    ])
    expect(results.responses).toBe(4)
    const [device, bought, rating, texts] = results.questions
    expect(device).toMatchObject({
      answered: 4,
      options: [
        { label: '에어', count: 2, percent: 50 },
        { label: '프로', count: 1, percent: 25 },
        // An option the survey no longer offers is still counted.
        { label: '미니', count: 1, percent: 25 },
      ],
    })
    expect(bought).toMatchObject({
      answered: 2,
      options: [
        { label: '매장', count: 2, percent: 100 },
        { label: '온라인', count: 1, percent: 50 },
      ],
    })
    expect(rating).toMatchObject({ answered: 2, average: 3.5 })
    expect(rating.kind === 'rating' && rating.distribution.map((d) => d.count)).toEqual([0, 1, 0, 0, 1])
    // Each text with its response, its time and who gave it: as many listed as counted.
    expect(texts).toMatchObject({ answered: 1, texts: [{ text: '좋아요', at: '2026-11-24T12:08:05.000Z', respondent: 'kim@example.com', response: 7 }] })
  })

  it('has no average and no percentages without answers', () => {
    const [, , rating] = summarise(questions, []).questions
    expect(rating).toMatchObject({ answered: 0, average: null })
    expect(rating.kind === 'rating' && rating.distribution.every((d) => d.percent === 0)).toBe(true)
  })
})
