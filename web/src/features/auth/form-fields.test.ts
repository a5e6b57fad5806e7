import { FormApi } from '@tanstack/react-form'
import type { FormEvent } from 'react'
import { describe, expect, it, vi } from 'vitest'
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

/** A form whose submission lasts until the test lets it finish. */
function heldForm() {
  const sent: number[] = []
  const waiting: (() => void)[] = []
  const form = new FormApi({
    defaultValues: { email: 'kim@example.kr' },
    onSubmit: async () => {
      sent.push(Date.now())
      await new Promise<void>((resolve) => waiting.push(resolve))
    },
  })
  form.mount()
  return { form, sent, finish: () => waiting.splice(0).forEach((resolve) => resolve()) }
}

describe('submitOnce', () => {
  it('TanStack Form alone starts a second submission during the first (why the guard exists)', async () => {
    const { form, sent } = slowForm()
    await Promise.all([form.handleSubmit(), form.handleSubmit()])
    expect(sent).toHaveLength(2)
  })

  it('sends a double-clicked form once, and again once the first has finished', async () => {
    const { form, sent, finish } = heldForm()
    const onSubmit = submitOnce(form)
    onSubmit(submitEvent())
    onSubmit(submitEvent())
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    finish()
    await vi.waitFor(() => expect(form.state.isSubmitting).toBe(false))
    // Had the second click gone through, its submission would have been sent by now.
    expect(sent).toHaveLength(1)
    onSubmit(submitEvent())
    await vi.waitFor(() => expect(sent).toHaveLength(2))
    finish()
  })
})
