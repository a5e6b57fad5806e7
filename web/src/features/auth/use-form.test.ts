import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { createForm } from './use-form'

const schema = z.object({
  email: z.string().check(z.minLength(1, '이메일을 입력해 주세요.')),
  phone: z.string(),
  phoneConsent: z.boolean(),
})
const phoneNeedsConsent = schema.check(
  z.refine((value) => value.phone === '' || value.phoneConsent, { message: '휴대전화 번호 수집·이용에 동의해 주세요.', path: ['phoneConsent'] }),
)

/** A form whose sends last until the test lets them finish. */
function heldForm(formSchema = schema) {
  const sent: unknown[] = []
  const waiting: (() => void)[] = []
  const changed = vi.fn()
  const form = createForm(
    {
      defaultValues: { email: 'kim@example.kr', phone: '', phoneConsent: false },
      schema: formSchema,
      onSubmit: async ({ value }) => {
        sent.push(value)
        await new Promise<void>((resolve) => waiting.push(resolve))
      },
    },
    'form-1',
    changed,
  )
  return { form, sent, changed, finish: () => waiting.splice(0).forEach((resolve) => resolve()) }
}

/** The field `name` as a field component receives it. */
function field<Values extends Record<string, unknown>>(form: ReturnType<typeof createForm<Values>>, name: keyof Values & string) {
  let received: Parameters<Parameters<typeof form.Field>[0]['children']>[0] | undefined
  form.Field({ name, children: (api) => ((received = api), null) })
  return received!
}

describe('an account form', () => {
  it('sends a double-clicked form once, and again once the first send has finished', async () => {
    const { form, sent, finish } = heldForm()
    void form.handleSubmit()
    void form.handleSubmit()
    await vi.waitFor(() => expect(form.state.isSubmitting).toBe(true))
    expect(sent).toHaveLength(1)
    finish()
    await vi.waitFor(() => expect(form.state.isSubmitting).toBe(false))
    expect(sent).toHaveLength(1)
    void form.handleSubmit()
    await vi.waitFor(() => expect(sent).toHaveLength(2))
    finish()
  })

  it('shows no error while a field is first typed, checks it when sent, then at every change until it is right', async () => {
    const { form, sent } = heldForm()
    field(form, 'email').handleChange('')
    expect(field(form, 'email').state.meta.errors).toEqual([])
    await form.handleSubmit()
    expect(sent).toHaveLength(0)
    expect(form.state.submissionAttempts).toBe(1)
    expect(field(form, 'email').state.meta.errors).toEqual(['이메일을 입력해 주세요.'])
    field(form, 'email').handleChange('kim@example.kr')
    await vi.waitFor(() => expect(field(form, 'email').state.meta.errors).toEqual([]))
  })

  it('files a check of the whole form under the field its path names, and sends the values as they are', async () => {
    const { form, sent, finish } = heldForm(phoneNeedsConsent)
    form.setFieldValue('phone', '010-1234-5678')
    await form.handleSubmit()
    expect(field(form, 'phoneConsent').state.meta.errors).toEqual(['휴대전화 번호 수집·이용에 동의해 주세요.'])
    field(form, 'phoneConsent').handleChange(true)
    void form.handleSubmit()
    await vi.waitFor(() => expect(sent).toEqual([{ email: 'kim@example.kr', phone: '010-1234-5678', phoneConsent: true }]))
    finish()
  })

  it('remembers a field the visitor has left, and tells the page to show it again', () => {
    const { form, changed } = heldForm()
    expect(field(form, 'email').state.meta.isBlurred).toBe(false)
    field(form, 'email').handleBlur()
    expect(field(form, 'email').state.meta.isBlurred).toBe(true)
    expect(changed).toHaveBeenCalled()
  })
})
