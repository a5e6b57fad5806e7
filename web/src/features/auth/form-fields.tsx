import { useHydrated } from '@tanstack/react-router'
import type { ComponentProps, InputHTMLAttributes, ReactNode } from 'react'
import * as z from 'zod/mini'
import { Button } from '~/ui/Button'
import { TextField } from '~/ui/TextField'
import { PASSWORD_RULES } from './password-policy'
import type { AnyFieldApi, AnyFormApi, FormOptions } from './use-form'

// Zod compiles object parsers with `new Function` unless told not to, and its probe for that is a
// violation of the CSP, which allows no eval (docs/decisions/0015). Every form in the browser
// imports this module, and zod loads only with forms: set here, not on every page's first load.
if (typeof window !== 'undefined') z.config({ jitless: true })

// Glue between the account forms' fields (use-form.ts) and the shared form controls. Errors show
// once the visitor has left the field or tried to send the form, not while they first type.

/** The first error of a field to show, or undefined. */
function visibleError(field: AnyFieldApi): string | undefined {
  const { meta } = field.state
  if (!meta.isBlurred && field.form.state.submissionAttempts === 0) return undefined
  return meta.errors[0]
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur'>

export function FormTextField({ field, label, hint, ...input }: InputProps & { field: AnyFieldApi; label: string; hint?: ReactNode }) {
  return (
    <TextField
      {...input}
      label={label}
      hint={hint}
      name={field.name}
      value={field.state.value as string}
      onChange={(event) => field.handleChange(event.target.value)}
      onBlur={field.handleBlur}
      error={visibleError(field)}
    />
  )
}

/** A checkbox; `detail` says more under it (read out as its description), keeping its name short. */
export function CheckboxField({ field, children, required, detail }: { field: AnyFieldApi; children: ReactNode; required?: boolean; detail?: ReactNode }) {
  const error = visibleError(field)
  const errorId = `${field.form.formId}-${field.name}-error`
  const detailId = `${field.form.formId}-${field.name}-detail`
  const describedBy = [detail && detailId, error && errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={error ? 'check check--invalid' : 'check'}>
      <label className="check__label">
        <input
          type="checkbox"
          className="check__control"
          name={field.name}
          checked={Boolean(field.state.value)}
          onChange={(event) => field.handleChange(event.target.checked)}
          onBlur={field.handleBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
        />
        <span>{children}</span>
      </label>
      {detail && (
        <p id={detailId} className="check__detail">
          {detail}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * The password rules, each ticked as soon as the typed password meets it. Spans, not a list: it
 * sits in the field's hint paragraph, which the input names as its description.
 */
function PasswordRules({ value }: { value: string }) {
  return (
    <span className="password-rules">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(value)
        return (
          <span key={rule.id} className={met ? 'password-rules__rule password-rules__rule--met' : 'password-rules__rule'} data-met={met}>
            <span aria-hidden="true">{met ? '✓' : '·'}</span> {rule.label}
            <span className="visually-hidden">{met ? ' 충족,' : ' 미충족,'}</span>
          </span>
        )
      })}
    </span>
  )
}

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p className="form__error" role="alert">
      {message}
    </p>
  )
}

/**
 * A form of ours: sent once however often it is pressed (use-form.ts). noValidate: the browser's own messages would not be in
 * our Korean wording. method="post": should a submit slip through before hydration, passwords stay
 * out of the URL.
 */
export function AppForm({ form, children }: { form: AnyFormApi; children: ReactNode }) {
  return (
    <form
      className="form"
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      {children}
    </form>
  )
}

/** The form's send button: busy while it is being sent, disabled until the page's JavaScript runs. */
export function SubmitButton({ form, ...button }: { form: AnyFormApi } & Omit<ComponentProps<typeof Button>, 'type' | 'loading' | 'form'>) {
  const hydrated = useHydrated()
  return <Button color="primary" {...button} type="submit" loading={form.state.isSubmitting} disabled={!hydrated || button.disabled} />
}

/**
 * How every account form validates, spread into useForm's options: checked when sent, then again
 * at every change until it is right.
 */
export const checkedWhenSent = (schema: FormOptions<never>['schema']) => ({ schema })

/** A password being chosen, with the rules ticked as it is typed. */
export function NewPasswordField({ field, label }: { field: AnyFieldApi; label: string }) {
  return <FormTextField field={field} label={label} type="password" autoComplete="new-password" required hint={<PasswordRules value={field.state.value} />} />
}

/** The e-mail field every account form starts with. */
export function EmailField({ field }: { field: AnyFieldApi }) {
  return <FormTextField field={field} label="이메일" type="email" autoComplete="email" inputMode="email" required />
}
