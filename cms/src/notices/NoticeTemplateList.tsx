// Above the notices' list in the admin panel: the KakaoTalk templates as registered with the
// provider, word for word, so staff know what each kind of notice says (a text carries the same).
import type { BeforeListTableServerPropsOnly } from 'payload'
import { isStaffUser } from '@/access/roles'
import { env } from '@/env'
import { noticeKindLabels } from './labels'
import { noticeKinds, noticeTemplates } from './templates'

export function NoticeTemplateList({ user }: BeforeListTableServerPropsOnly) {
  if (!isStaffUser(user as never)) return null
  const templates = noticeTemplates(env.WEB_URL)
  return (
    <details data-notice-templates style={{ marginBottom: 'var(--base)' }}>
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>등록된 알림톡 템플릿 {noticeKinds.length}개</summary>
      <p style={{ margin: '8px 0' }}>#{'{변수}'} 자리에는 신청마다 다른 내용이 들어갑니다. 문구를 바꾸려면 카카오 검수를 다시 받아야 합니다.</p>
      <dl style={{ display: 'grid', gap: 12, margin: 0 }}>
        {noticeKinds.map((kind) => {
          const template = templates[kind]
          return (
            <div key={kind} data-template={template.code}>
              <dt style={{ fontWeight: 600 }}>
                {noticeKindLabels[kind]} · {template.name} (<code>{template.code}</code>
                {env.SOLAPI && (
                  <>
                    , <code>{env.SOLAPI.templateIds[kind]}</code>
                  </>
                )}
                )
              </dt>
              <dd style={{ margin: '4px 0 0' }}>
                <pre style={{ whiteSpace: 'pre-wrap', margin: 0, fontFamily: 'inherit' }}>{template.content}</pre>
                <p style={{ margin: '4px 0 0' }}>버튼: {template.buttons.map((button) => `${button.name} (${button.link})`).join(', ')}</p>
              </dd>
            </div>
          )
        })}
      </dl>
    </details>
  )
}
