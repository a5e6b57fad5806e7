import { FormApi } from '@tanstack/react-form'
import type { FormEvent } from 'react'
import { describe, expect, it } from 'vitest'
import { submitOnce } from './form-fields'

const submitEvent = () => ({ preventDefault() {} }) as FormEvent<HTMLFormElement>

function slowForm() {
  const sent: number[] = []
  const form = new FormApi({
    defaultValues: { email: 'kim@example.kr' },
    onSubmit: async () => {
      sent.push(Date.now())
      await new Promise((resolve) => setTimeout(resolve, 20))
    },
  })
  form.mount()
  return { form, sent }
}

describe('submitOnce', () => {
  it('TanStack Form alone starts a second submission during the first (why the guard exists)', async () => {
    const { form, sent } = slowForm()
    await Promise.all([form.handleSubmit(), form.handleSubmit()])
    expect(sent).toHaveLength(2)
  })

  it('sends a double-clicked form once, and again once the first has finished', async () => {
    const { form, sent } = slowForm()
    const onSubmit = submitOnce(form)
    onSubmit(submitEvent())
    onSubmit(submitEvent())
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(sent).toHaveLength(1)
    onSubmit(submitEvent())
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(sent).toHaveLength(2)
  })
})
