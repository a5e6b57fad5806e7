import { useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { firebaseSignOut } from '~/features/auth/firebase-sign-out'
import { Button } from '~/ui/Button'
import { Card } from '~/ui/Card'
import { dialogs } from '~/ui/dialog/dialog-store'
import { pushToast } from '~/ui/toast/toast-store'
import { deleteMyAccount } from './account.functions'

export function DeleteAccount() {
  const router = useRouter()
  const deleteFn = useServerFn(deleteMyAccount)
  const [pending, setPending] = useState(false)

  async function confirmAndDelete() {
    const confirmed = await dialogs.confirm({
      title: '회원 탈퇴',
      message:
        '탈퇴하면 계정과 개인정보(이메일, 이름, 휴대전화)가 삭제되며 되돌릴 수 없습니다.\n등록한 기기와 A/S·보상 판매 내역은 보증 처리를 위해 누구인지 알 수 없는 형태로 보관됩니다.\n\n정말 탈퇴하시겠습니까?',
      confirmLabel: '탈퇴하기',
      closeLabel: '취소',
    })
    if (!confirmed) return
    setPending(true)
    try {
      const result = await deleteFn()
      // Too many requests: nothing was done, the visitor stays signed in and may try again later.
      if (!result.ok && result.code === 'rate/limited') return pushToast({ message: result.message ?? '', type: 'error', id: 'session' })
      await firebaseSignOut()
      pushToast({ message: result.ok ? '탈퇴가 완료되었습니다. 그동안 이용해 주셔서 감사합니다.' : '이미 로그아웃되었습니다.', id: 'session' })
      await router.navigate({ to: '/' })
      await router.invalidate()
    } catch {
      pushToast({ message: '탈퇴를 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.', type: 'error', id: 'session' })
    } finally {
      setPending(false)
    }
  }

  return (
    <Card title="회원 탈퇴" className="danger-zone">
      <p className="field__hint">탈퇴 후에는 같은 이메일로 새로 가입하실 수 있습니다.</p>
      <Button border="dark" onClick={confirmAndDelete} loading={pending}>
        회원 탈퇴
      </Button>
    </Card>
  )
}
