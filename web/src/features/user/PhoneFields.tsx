import type { AnyFieldApi } from '~/features/auth/use-form'
import { CheckboxField, FormTextField } from '~/features/auth/form-fields'
import { SiteLink } from '~/ui/SiteLink'

// The optional mobile number and its own consent, as sign-up and my page ask for them: what it is
// for and how long it is kept are said beside the box, as the privacy policy says them.

export function PhoneField({ field }: { field: AnyFieldApi }) {
  return (
    <FormTextField
      field={field}
      label="휴대전화 (선택)"
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      maxLength={20}
      placeholder="010-1234-5678"
      hint="A/S·보상 판매 진행 상황을 카카오톡 알림톡·문자나 전화로 안내해 드릴 때만 씁니다."
    />
  )
}

export function PhoneConsentField({ field }: { field: AnyFieldApi }) {
  return (
    <CheckboxField
      field={field}
      detail={
        <>
          수집 항목: 휴대전화 번호 · 목적: A/S·보상 판매 진행 안내 · 보유 기간: 번호를 지우거나 탈퇴할 때까지 (
          <SiteLink link={{ to: '/terms/privacy' }} newTab>
            개인정보처리방침
          </SiteLink>
          )
        </>
      }
    >
      [선택] 휴대전화 번호 수집·이용에 동의합니다.
    </CheckboxField>
  )
}
