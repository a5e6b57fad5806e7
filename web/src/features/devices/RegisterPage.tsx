import { isSerialFormat, normaliseSerial } from '@storefront/rules/serial'
import { type FormEvent, useCallback, useRef, useState } from 'react'
import { PageHeader } from '~/ui/PageHeader'
import { Button } from '~/ui/Button'
import { SiteLink } from '~/ui/SiteLink'
import { TextField } from '~/ui/TextField'
import { checkField, checkMessages } from './messages'
import { RegistrationSteps } from './ProductCard'
import { SerialScanner } from './SerialScanner'

/**
 * /device/register: the serial (and the code under the label) checked by the CMS. A plain form
 * post, so it works before the page's JavaScript runs; the script adds the camera and catches a
 * mistyped serial before it is sent.
 */
export function RegisterPage({ serial, error }: { serial?: string; error?: string }) {
  const form = useRef<HTMLFormElement>(null)
  const [typedError, setTypedError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const reason = error && error in checkMessages ? error : undefined
  const field = reason ? checkField(reason) : null
  const message = reason ? checkMessages[reason] : undefined
  const serialError = typedError ?? (field === 'serialNumber' ? message : undefined)

  const fill = useCallback((scanned: string) => {
    const input = form.current?.elements.namedItem('serialNumber')
    if (input instanceof HTMLInputElement) {
      input.value = normaliseSerial(scanned)
      input.focus()
    }
    setTypedError(null)
  }, [])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem('serialNumber') as HTMLInputElement
    const typed = normaliseSerial(input.value)
    if (!isSerialFormat(typed)) {
      event.preventDefault()
      setTypedError(checkMessages['bad-format'] ?? null)
      input.focus()
      return
    }
    if (sending) return event.preventDefault()
    input.value = typed
    setSending(true)
  }

  return (
    <section className="page registration">
      <PageHeader title="정품 등록" lead="일련번호로 정품인지 확인하고, 등록하시면 구입일부터 보증이 시작됩니다." />
      <RegistrationSteps current={1} />
      <form ref={form} className="form registration__form" method="post" action="/api/devices/check" noValidate onSubmit={onSubmit}>
        <TextField
          name="serialNumber"
          label="일련번호"
          defaultValue={serial}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          hint="제품 상자 옆면이나 기기 바닥 라벨에 있습니다. 예: VPA-2611-00001"
          error={serialError}
          onChange={() => setTypedError(null)}
        />
        <SerialScanner onScan={fill} />
        <TextField
          name="authCode"
          label="인증 코드 (라벨 아래에 코드가 있는 제품만)"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={16}
          hint="바포레 프로처럼 라벨 아래 은박을 긁으면 나오는 코드가 있다면 함께 입력하세요."
          error={field === 'authCode' ? message : undefined}
        />
        {message && !field && (
          <p className="form__error" role="alert">
            {message}
          </p>
        )}
        <Button type="submit" color="primary" size="large" block loading={sending}>
          정품 확인
        </Button>
      </form>
      <p className="registration__aside">
        협력점에서 구매하셨나요? <SiteLink link={{ to: '/device/partner' }}>제휴 매장 구매 제품 안내</SiteLink>를 확인해 주세요.
      </p>
    </section>
  )
}
