import { useState } from 'react'
import { authErrorMessage, errorCode } from '~/features/auth/errors'
import type { FirebaseClientConfig } from '~/features/auth/types'
import { Button } from '~/ui/Button'
import { Card } from '~/ui/Card'
import { pushToast } from '~/ui/toast/toast-store'
import type { MyAccount } from './account.server'
import { useFirebaseClient } from './use-firebase-client'

/** E-mail, whether it is verified, and the way to ask for the verification mail again. */
export function AccountOverview({ account, firebaseConfig }: { account: MyAccount; firebaseConfig: FirebaseClientConfig }) {
  const withFirebase = useFirebaseClient(firebaseConfig)
  const [sending, setSending] = useState(false)

  async function resend() {
    setSending(true)
    try {
      const sent = await withFirebase(async (client, config) => {
        await client.resendVerificationMail(config)
        return true
      })
      if (sent) pushToast({ message: `${account.email}(으)로 인증 메일을 다시 보냈습니다.`, id: 'verify-email' })
    } catch (error) {
      pushToast({ message: authErrorMessage(errorCode(error), 'account'), type: 'error', id: 'verify-email' })
    } finally {
      setSending(false)
    }
  }

  return (
    <Card title="계정 정보">
      <dl className="details">
        <div>
          <dt>이메일</dt>
          <dd>{account.email ?? '등록된 이메일이 없습니다'}</dd>
        </div>
        {account.email && (
          <div>
            <dt>인증</dt>
            <dd>
              {account.emailVerified ? (
                <span className="status-badge status-badge--ok">인증 완료</span>
              ) : (
                <span className="status-badge status-badge--warn">인증 전</span>
              )}
            </dd>
          </div>
        )}
        <div>
          <dt>로그인</dt>
          <dd>{[account.hasPassword && '이메일', account.kakaoLinked && '카카오'].filter(Boolean).join(' · ') || '기타'}</dd>
        </div>
      </dl>
      {account.email && !account.emailVerified && (
        <>
          <p className="field__hint">이메일 인증을 마치면 정품 등록과 A/S 신청 알림을 받아 보실 수 있습니다.</p>
          <Button border="dark" onClick={resend} loading={sending}>
            인증 메일 다시 보내기
          </Button>
        </>
      )}
    </Card>
  )
}
