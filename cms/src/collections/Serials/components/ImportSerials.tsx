'use client'
// Above the serials list: import a CSV of genuine serials and see, row by row, what was refused.
import { Button, toast, useAuth, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'
import type { ImportReport } from '../import/importSerials'

export function ImportSerials() {
  const { permissions } = useAuth()
  const { config } = useConfig()
  const router = useRouter()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [report, setReport] = useState<ImportReport | null>(null)

  // The import creates serials: only roles that may create them see it.
  if (!permissions?.collections?.serials?.create) return null

  async function upload() {
    const file = input.current?.files?.[0]
    if (!file) return toast.error('CSV 파일을 선택하세요.')
    setBusy(true)
    try {
      const body = new FormData()
      body.append('file', file)
      const response = await fetch(`${config.serverURL}${config.routes.api}/serials/import`, { method: 'POST', body, credentials: 'include' })
      const result = (await response.json()) as ImportReport & { errors?: { message: string }[] }
      if (result.errors) return toast.error(result.errors[0]?.message ?? '가져오지 못했습니다.')
      setReport(result)
      if (result.imported > 0) {
        toast.success(`${result.imported.toLocaleString('ko-KR')}개의 일련번호를 가져왔습니다.`)
        router.refresh()
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <section style={{ marginBottom: 'var(--base)', padding: 'var(--base)', border: '1px solid var(--theme-elevation-150)' }}>
      <h4 style={{ margin: 0 }}>CSV로 정품 일련번호 가져오기</h4>
      <p style={{ margin: 'calc(var(--base) / 2) 0' }}>
        첫 줄에 <code>serial,product,code</code> 열 이름을 적습니다. product는 제품의 모델 코드, code는 인증 코드(선택)입니다. 한 행이라도 문제가 있으면
        아무것도 가져오지 않습니다.
      </p>
      <input ref={input} type="file" accept=".csv,text/csv" aria-label="CSV 파일" />
      <Button buttonStyle="secondary" size="small" disabled={busy} onClick={upload}>
        {busy ? '가져오는 중…' : '가져오기'}
      </Button>
      {report?.error && <p role="alert">{report.error}</p>}
      {report && report.rejected.length > 0 && (
        <>
          <p role="alert">
            {report.total.toLocaleString('ko-KR')}행 중 {report.rejected.length.toLocaleString('ko-KR')}행에 문제가 있어 아무것도 가져오지 않았습니다. 고친 뒤
            다시 올려 주세요.
          </p>
          <table>
            <thead>
              <tr>
                <th>행</th>
                <th>일련번호</th>
                <th>사유</th>
              </tr>
            </thead>
            <tbody>
              {report.rejected.map((row) => (
                <tr key={row.line}>
                  <td>{row.line}</td>
                  <td>{row.serial}</td>
                  <td>{row.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  )
}
