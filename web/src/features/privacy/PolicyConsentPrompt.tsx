import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { dialogs } from '~/ui/dialog/dialog-store'
import { pushToast } from '~/ui/toast/toast-store'
import { loadOnce } from '~/features/navigation/load-once'
import type { PolicyToAgree } from './policy-consent.server'

const consentFunctions = loadOnce(() => import('./policy-consent.functions'))

/** Asked at most once a page load: "later" waits for the next visit. */
let asked = false

const onPrivatePage = (matches: ReadonlyArray<{ context?: unknown }>) =>
  matches.some((match) => Boolean((match.context as { user?: unknown } | undefined)?.user))

const messageOf = (policies: PolicyToAgree[]) =>
  [
    policies.every(({ firstTime }) => firstTime)
      ? `카카오로 가입하신 분께는 ${policies.map(({ title }) => title).join('과 ')}에 대한 동의를 아직 받지 못했습니다.\n\n계속 이용하려면 동의해 주세요. 전문은 페이지 아래쪽 링크에서 볼 수 있습니다.`
      : `${policies.map(({ title, effectiveDate }) => `${title}(${effectiveDate} 시행)`).join('과 ')}이 바뀌었습니다.\n\n계속 이용하려면 바뀐 내용에 동의해 주세요. 전문은 페이지 아래쪽 링크에서 볼 수 있습니다.`,
    '지금 하던 작업은 그대로 남아 있습니다.',
  ].join('\n\n')

/**
 * When a version the customer must agree to took effect after they last agreed, or they never agreed
 * (a Kakao sign-up: docs/decisions/0063), the first private page they open asks them, over the page, so nothing they were typing is lost.
 * Mounted with the overlays, after hydration.
 */
export function PolicyConsentPrompt() {
  const router = useRouter()
  useEffect(() => {
    const check = async () => {
      if (asked || !onPrivatePage(router.state.matches)) return
      asked = true
      const { getPoliciesToAgree, agreeToChangedPolicies } = await consentFunctions()
      const policies = await getPoliciesToAgree()
      if (!policies.length) return
      const title = policies.every(({ firstTime }) => firstTime) ? '약관 동의' : '약관 변경 안내'
      const agreed = await dialogs.confirm({ title, message: messageOf(policies), confirmLabel: '동의합니다', closeLabel: '다음에 할게요' })
      if (!agreed) return
      const result = await agreeToChangedPolicies({ data: { kinds: policies.map(({ kind }) => kind) } })
      if (result && 'ok' in result && result.ok) pushToast({ message: '동의가 기록되었습니다.', type: 'success' })
      else await dialogs.alert({ message: (result && 'message' in result && result.message) || '동의를 기록하지 못했습니다. 잠시 후 다시 시도해 주세요.' })
    }
    const run = () => void check().catch((error: unknown) => console.error('[privacy] asking for consent failed', error))
    run()
    return router.subscribe('onResolved', run)
  }, [router])
  return null
}
