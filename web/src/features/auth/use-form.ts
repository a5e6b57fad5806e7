import { type ReactNode, useEffect, useId, useReducer, useRef, useState } from 'react'

// The state of an account form (docs/decisions/0029, 0066): its values, which fields the visitor has
// left, how often they tried to send it, whether it is being sent, and its errors from the form's
// schema. The account forms once used TanStack Form for this, 16 KB of the sign-in pages' 140 KB;
// these forms need only this much of it, with the same shape (`form.Field`, `field.state`).

/** A schema as the Standard Schema interface exposes it (zod/mini does), so the forms keep theirs. */
interface StandardSchema {
  readonly '~standard': { validate(value: unknown): StandardResult | Promise<StandardResult> }
}
type PathSegment = PropertyKey | { readonly key: PropertyKey }
interface StandardResult {
  readonly issues?: readonly { readonly message: string; readonly path?: readonly PathSegment[] }[]
}

interface FieldApi<Value> {
  name: string
  state: { value: Value; meta: { isBlurred: boolean; errors: string[] } }
  handleChange(value: Value): void
  handleBlur(): void
  form: AnyFormApi
}

export interface FormApi<Values> {
  /** Unique on the page: ids of the fields' messages derive from it. */
  formId: string
  state: { values: Values; isSubmitting: boolean; submissionAttempts: number }
  Field<Name extends keyof Values & string>(props: { name: Name; children: (field: FieldApi<Values[Name]>) => ReactNode }): ReactNode
  setFieldValue<Name extends keyof Values>(name: Name, value: Values[Name]): void
  /** Checks the values, then sends them unless they are wrong or a send is already under way. */
  handleSubmit(): Promise<void>
  /** Back to the default values, as if never touched (a password changed). */
  reset(): void
}

// A field component takes any form's fields.
export type AnyFieldApi = FieldApi<any>
export type AnyFormApi = FormApi<any>

export interface FormOptions<Values> {
  defaultValues: Values
  /** Checked when the form is sent, then again at every change until it is right. */
  schema: StandardSchema
  onSubmit(submission: { value: Values; formApi: FormApi<Values> }): unknown
}

function fieldOf(path: readonly PathSegment[] | undefined): string {
  const first = path?.[0]
  return String(typeof first === 'object' && first !== null ? first.key : (first ?? ''))
}

/** A form outside React: `changed` is called whenever what it shows may differ. */
export function createForm<Values extends Record<string, unknown>>(options: FormOptions<Values>, formId: string, changed: () => void): FormApi<Values> {
  const blurred = new Set<string>()
  let errors: Record<string, string[]> = {}
  // Set the moment a send starts, before any render: a double click must find it (0029).
  let sending = false

  async function validate(): Promise<boolean> {
    const { issues = [] } = await options.schema['~standard'].validate(form.state.values)
    errors = {}
    for (const issue of issues) (errors[fieldOf(issue.path)] ??= []).push(issue.message)
    changed()
    return issues.length === 0
  }

  const form: FormApi<Values> = {
    formId,
    state: { values: { ...options.defaultValues }, isSubmitting: false, submissionAttempts: 0 },
    Field: ({ name, children }) =>
      children({
        name,
        state: { value: form.state.values[name], meta: { isBlurred: blurred.has(name), errors: errors[name] ?? [] } },
        handleChange: (value) => form.setFieldValue(name, value),
        handleBlur: () => {
          blurred.add(name)
          changed()
        },
        form,
      }),
    setFieldValue(name, value) {
      form.state = { ...form.state, values: { ...form.state.values, [name]: value } }
      changed()
      if (form.state.submissionAttempts > 0) void validate()
    },
    reset() {
      blurred.clear()
      errors = {}
      form.state = { ...form.state, values: { ...options.defaultValues }, submissionAttempts: 0 }
      changed()
    },
    async handleSubmit() {
      if (sending) return
      sending = true
      form.state = { ...form.state, submissionAttempts: form.state.submissionAttempts + 1 }
      try {
        if (!(await validate())) return
        form.state = { ...form.state, isSubmitting: true }
        changed()
        await options.onSubmit({ value: form.state.values, formApi: form })
      } finally {
        sending = false
        form.state = { ...form.state, isSubmitting: false }
        changed()
      }
    },
  }
  return form
}

/** The form of a component, the same object on every render (effects may depend on it). */
export function useForm<Values extends Record<string, unknown>>(options: FormOptions<Values>): FormApi<Values> {
  const [, render] = useReducer((count: number) => count + 1, 0)
  const formId = useId()
  // The latest options, so a send sees the component's current schema and callbacks.
  const latest = useRef(options)
  useEffect(() => {
    latest.current = options
  })
  const [form] = useState(() =>
    createForm(
      {
        defaultValues: options.defaultValues,
        get schema() {
          return latest.current.schema
        },
        onSubmit: (submission) => latest.current.onSubmit(submission),
      },
      formId,
      render,
    ),
  )
  return form
}
