import { describe, expect, it } from 'vitest'
import { answerProblem, checkAnswers, type Question } from './survey-answers'

const questions: Question[] = [
  { id: 'q1', blockType: 'singleChoice', question: '주로 쓰는 기기', required: true, options: [{ label: '에어' }, { label: '프로' }] },
  { id: 'q2', blockType: 'multipleChoice', question: '구입 경로', options: [{ label: '매장' }, { label: '온라인' }, { label: '선물' }], maxSelections: 2 },
  { id: 'q3', blockType: 'shortText', question: '닉네임', maxLength: 5 },
  { id: 'q4', blockType: 'longText', question: '하고 싶은 말' },
  { id: 'q5', blockType: 'rating', question: '만족도', required: true, scale: '5' },
]

describe('checkAnswers', () => {
  it('keeps valid answers in question order, trimmed, dropping empty optional ones', () => {
    const given = [
      { question: 'q5', value: 4 },
      { question: 'q3', value: ' 바포 ' },
      { question: 'q1', value: '프로' },
      { question: 'q4', value: '  ' },
      { question: 'q2', value: ['매장', '선물'] },
    ]
    expect(checkAnswers(questions, given)).toEqual({
      answers: [
        { question: 'q1', value: '프로' },
        { question: 'q2', value: ['매장', '선물'] },
        { question: 'q3', value: '바포' },
        { question: 'q5', value: 4 },
      ],
    })
  })

  it('requires the required questions', () => {
    expect(checkAnswers(questions, [{ question: 'q1', value: '에어' }])).toEqual({ error: "'만족도'에 답해 주세요." })
  })

  it.each([
    [{ question: 'q1', value: '맥스' }, "'주로 쓰는 기기': 선택지 중 하나를 고르세요."],
    [{ question: 'q2', value: ['매장', '온라인', '선물'] }, "'구입 경로': 2개까지 고를 수 있습니다."],
    [{ question: 'q2', value: ['매장', '매장'] }, "'구입 경로': 선택지 중에서 고르세요."],
    [{ question: 'q3', value: '여섯글자이름' }, "'닉네임': 5자 이내로 답해 주세요."],
    [{ question: 'q5', value: 6 }, "'만족도': 1–5점 중에서 고르세요."],
    [{ question: 'q5', value: 2.5 }, "'만족도': 1–5점 중에서 고르세요."],
  ])('refuses %j', (answer, error) => {
    const others = [
      { question: 'q1', value: '에어' },
      { question: 'q5', value: 3 },
    ].filter((a) => a.question !== answer.question)
    expect(checkAnswers(questions, [...others, answer])).toEqual({ error })
  })

  it('refuses answers to unknown questions, duplicates and non-lists', () => {
    expect(checkAnswers(questions, [{ question: 'x', value: 1 }])).toEqual({ error: '설문에 없는 질문에 대한 응답이 있습니다.' })
    expect(
      checkAnswers(questions, [
        { question: 'q5', value: 1 },
        { question: 'q5', value: 2 },
      ]),
    ).toEqual({ error: '응답 형식이 올바르지 않습니다.' })
    expect(checkAnswers(questions, { q1: '에어' })).toEqual({ error: '응답 형식이 올바르지 않습니다.' })
  })
})

describe('answerProblem', () => {
  it('says per question what is wrong, for the message next to it', () => {
    expect(answerProblem(questions[0], undefined)).toBe('필수 질문입니다. 답해 주세요.')
    expect(answerProblem(questions[1], [])).toBeNull()
    expect(answerProblem(questions[1], ['매장', '온라인', '선물'])).toBe('2개까지 고를 수 있습니다.')
    expect(answerProblem(questions[2], ' 다섯글자 ')).toBeNull()
    expect(answerProblem(questions[2], '여섯글자이름')).toBe('5자 이내로 답해 주세요.')
    expect(answerProblem(questions[4], 5)).toBeNull()
  })
})
