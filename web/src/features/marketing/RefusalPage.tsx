import { Button, ButtonLink } from '~/ui/Button'
import { PageHeader } from '~/ui/PageHeader'
import type { RefusalOutcome } from './refusal.server'

const outcomes: Record<RefusalOutcome, string> = {
  done: '광고성 정보 수신을 거부했습니다. 이제부터 이벤트·설문 소식을 보내지 않습니다. A/S·보상 판매 진행 안내는 그대로 받으실 수 있습니다.',
  bad: '수신거부 링크가 올바르지 않습니다. 받으신 메시지의 링크를 다시 눌러 주세요. 로그인하시면 내 정보에서도 거부할 수 있습니다.',
  busy: '요청이 너무 많습니다. 잠시 후 다시 눌러 주세요.',
}

/**
 * /marketing/refuse?t=…: the link every advertising message ends with. One button refuses, no
 * sign-in; a plain form, so it works before (or without) the page's script.
 */
export function RefusalPage({ token, result }: { token: string | undefined; result: RefusalOutcome | undefined }) {
  const showForm = token && result !== 'done'
  return (
    <section className="page">
      <PageHeader title="광고성 정보 수신거부" lead="이벤트·설문 등 광고성 정보를 카카오톡·문자로 받지 않도록 합니다. 비용은 들지 않습니다." />
      {result && (
        <p role={result === 'done' ? 'status' : 'alert'} data-testid="refusal-result">
          {outcomes[result]}
        </p>
      )}
      {showForm ? (
        <form method="post" action="/api/marketing/refuse">
          <input type="hidden" name="t" value={token} />
          <Button type="submit" color="primary">
            수신거부
          </Button>
        </form>
      ) : (
        !result && <p role="alert">{outcomes.bad}</p>
      )}
      <div className="button-row">
        <ButtonLink link={{ to: '/user' }} border="light">
          내 정보에서 수신 동의 바꾸기
        </ButtonLink>
      </div>
    </section>
  )
}
