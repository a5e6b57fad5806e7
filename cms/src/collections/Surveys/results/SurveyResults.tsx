// The results tab of a survey in the admin panel (a server component): the number of responses,
// each question's counts and percentages as bars, ratings' average and distribution, the text
// answers, and the CSV export for the roles that may export. Read with the viewer's own access.
import type { UIFieldServerProps } from 'payload'
import type { CSSProperties } from 'react'
import { hasRole } from '@/access/roles'
import type { Question } from '@/shared/survey-answers'
import { type Count, type QuestionResult, summarise } from './summarise'

const box: CSSProperties = { padding: 'var(--base)', border: '1px solid var(--theme-elevation-150)', borderRadius: 4, marginBottom: 'var(--base)' }
const muted: CSSProperties = { color: 'var(--theme-elevation-600)' }

function Bars({ counts, unit }: { counts: Count[]; unit: string }) {
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <tbody>
        {counts.map(({ label, count, percent }) => (
          <tr key={label}>
            <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal', padding: '4px 12px 4px 0', width: '30%' }}>
              {label}
            </th>
            <td style={{ padding: '4px 0' }}>
              <div aria-hidden="true" style={{ height: 14, background: 'var(--theme-elevation-100)', borderRadius: 2 }}>
                <div style={{ width: `${percent}%`, height: '100%', background: 'var(--theme-success-500)', borderRadius: 2 }} />
              </div>
            </td>
            <td style={{ padding: '4px 0 4px 12px', whiteSpace: 'nowrap', textAlign: 'right', width: '9em' }}>
              {count.toLocaleString('ko-KR')}
              {unit} ({percent}%)
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Result({ result, number }: { result: QuestionResult; number: number }) {
  return (
    <section style={box}>
      <h4 style={{ margin: '0 0 4px' }}>
        {number}. {result.question}
      </h4>
      <p style={{ ...muted, margin: '0 0 12px' }}>
        응답 {result.answered.toLocaleString('ko-KR')}명{result.kind === 'choices' && result.multiple && ' · 여러 개 선택: 비율의 합이 100%를 넘을 수 있습니다'}
        {result.kind === 'rating' && ` · 평균 ${result.average ?? '–'}점 (${result.scale}점 만점)`}
      </p>
      {result.kind === 'choices' && <Bars counts={result.options} unit="명" />}
      {result.kind === 'rating' && <Bars counts={result.distribution} unit="명" />}
      {result.kind === 'texts' &&
        (result.texts.length ? (
          <ol style={{ margin: 0, paddingLeft: '1.5em', maxHeight: 320, overflowY: 'auto' }}>
            {result.texts.map((text, index) => (
              <li key={index} style={{ whiteSpace: 'pre-wrap', padding: '4px 0', borderBottom: '1px solid var(--theme-elevation-100)' }}>
                {text}
              </li>
            ))}
          </ol>
        ) : (
          <p style={muted}>아직 답이 없습니다.</p>
        ))}
    </section>
  )
}

export async function SurveyResults({ id, data, req }: UIFieldServerProps) {
  if (!id) return <p style={muted}>설문을 저장하면 결과가 여기에 표시됩니다.</p>
  const { docs } = await req.payload.find({
    collection: 'survey-responses',
    where: { survey: { equals: id } },
    pagination: false,
    depth: 0,
    select: { answers: true },
    req,
    overrideAccess: false,
  })
  const results = summarise((data?.questions ?? []) as Question[], docs)
  const canExport = hasRole(req.user, 'admin', 'manager')
  return (
    <div>
      <div style={{ ...box, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 'var(--base)', flexWrap: 'wrap' }}>
        <p style={{ margin: 0, fontSize: '1.25rem' }}>
          응답 <strong>{results.responses.toLocaleString('ko-KR')}</strong>건
        </p>
        {canExport && (
          <a className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} href={`/api/survey-responses/export?survey=${id}`} download>
            CSV 내보내기
          </a>
        )}
      </div>
      {results.questions.map((result, index) => (
        <Result key={result.id} result={result} number={index + 1} />
      ))}
    </div>
  )
}
