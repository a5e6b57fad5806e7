import { useState } from 'react'
import { Button } from '~/ui/Button'
import { dialogs } from '~/ui/dialog/dialog-store'
import { pushToast } from '~/ui/toast/toast-store'
import { useSignOut } from './use-sign-out'

export function LogoutButton() {
  const signOut = useSignOut()
  const [pending, setPending] = useState(false)

  async function logout() {
    if (!(await dialogs.confirm({ title: '로그아웃', message: '로그아웃하시겠습니까?\n다시 이용하시려면 로그인해 주세요.', confirmLabel: '로그아웃' }))) return
    setPending(true)
    try {
      await signOut()
    } catch {
      pushToast({ message: '로그아웃하지 못했습니다. 잠시 후 다시 시도해 주세요.', type: 'error', id: 'session' })
    } finally {
      setPending(false)
    }
  }

  return (
    <Button border="dark" onClick={logout} loading={pending}>
      로그아웃
    </Button>
  )
}
