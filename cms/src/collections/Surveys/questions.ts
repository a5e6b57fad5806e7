import type { Block, Field } from 'payload'

const question: Field[] = [
  { name: 'question', type: 'text', label: '질문', required: true },
  { name: 'help', type: 'text', label: '도움말' },
  { name: 'required', type: 'checkbox', label: '필수 응답', defaultValue: true },
]

const options: Field = {
  name: 'options',
  type: 'array',
  label: '선택지',
  labels: { singular: '선택지', plural: '선택지' },
  minRows: 2,
  required: true,
  fields: [{ name: 'label', type: 'text', label: '선택지', required: true }],
}

/** One block per question type; answers refer to a question by its block id. */
export const questionBlocks: Block[] = [
  {
    slug: 'singleChoice',
    labels: { singular: '객관식 (하나 선택)', plural: '객관식 (하나 선택)' },
    fields: [...question, options],
  },
  {
    slug: 'multipleChoice',
    labels: { singular: '객관식 (여러 개 선택)', plural: '객관식 (여러 개 선택)' },
    fields: [...question, options, { name: 'maxSelections', type: 'number', label: '최대 선택 수', min: 1 }],
  },
  {
    slug: 'shortText',
    labels: { singular: '단답형', plural: '단답형' },
    fields: [...question, { name: 'maxLength', type: 'number', label: '최대 글자 수', defaultValue: 100, min: 1, max: 500 }],
  },
  {
    slug: 'longText',
    labels: { singular: '서술형', plural: '서술형' },
    fields: [...question, { name: 'maxLength', type: 'number', label: '최대 글자 수', defaultValue: 2000, min: 1, max: 5000 }],
  },
  {
    slug: 'rating',
    labels: { singular: '별점', plural: '별점' },
    fields: [
      ...question,
      {
        name: 'scale',
        type: 'select',
        label: '척도',
        required: true,
        defaultValue: '5',
        options: [
          { value: '5', label: '1–5점' },
          { value: '10', label: '1–10점' },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'lowLabel', type: 'text', label: '낮은 점수 설명' },
          { name: 'highLabel', type: 'text', label: '높은 점수 설명' },
        ],
      },
    ],
  },
]
