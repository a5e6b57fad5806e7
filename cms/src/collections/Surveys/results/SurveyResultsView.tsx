// The results of a survey in the admin panel, a tab of its own (/admin/collections/surveys/{id}/results):
// for a period of Korean days, the number of responses, each question's counts and shares as bars
// (which read the same at ten responses or ten thousand), ratings' average and distribution, the
// latest text answers with when and by whom, every response one by one, and the CSV export of the
// same period for the roles that may export. Read with the viewer's own access. A server component:
// the period and the response shown are query parameters, so every state has its own address.
import { Gutter } from '@payloadcms/ui'
import type { DocumentViewServerProps } from 'payload'
import type { CSSProperties, ReactNode } from 'react'
import { hasRole } from '@/access/roles'
import { ReasonDownload } from '@/collections/AccessRecords/ReasonDownload'
import { SUMMARY_READ } from '@/collections/AccessRecords/reason'
import type { Customer } from '@/payload-types'
import { koreanDateTime } from '@storefront/rules/seoul-date'
import type { Answer, Question } from '@storefront/rules/survey-answers'
import { RANGE_PROBLEMS, rangeParams, type ResponseRange, responseRange, responsesWithin } from './range'
import { type Count, type QuestionResult, type ResponseRow, summarise } from './summarise'

/** Text answers listed per question: the latest; all of them are in the export. */
const TEXTS_SHOWN = 50
/** Responses per page of the respondents' list. */
const RESPONSES_PER_PAGE = 50

const box: CSSProperties = { padding: 'var(--base)', border: '1px solid var(--theme-elevation-150)', borderRadius: 4, marginBottom: 'var(--base)' }
const muted: CSSProperties = { color: 'var(--theme-elevation-600)' }
const cellStyle: CSSProperties = { textAlign: 'left', padding: '6px 12px 6px 0', borderBottom: '1px solid var(--theme-elevation-100)', verticalAlign: 'top' }

type Params = DocumentViewServerProps['searchParams']
const param = (params: Params, name: string) => {
  const value = params?.[name]
  return Array.isArray(value) ? value[0] : value
}

/** This view's address with `changes` laid over the period kept. */
function hrefOf(base: string, range: ResponseRange, changes: Record<string, string | number | null> = {}) {
  const query = rangeParams(range)
  for (const [name, value] of Object.entries(changes)) if (value !== null) query.set(name, String(value))
  const text = query.toString()
  return text ? `${base}?${text}` : base
}

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
            <td style={{ padding: '4px 0 4px 12px', whiteSpace: 'nowrap', textAlign: 'right', width: '11em' }}>
              {count.toLocaleString('ko-KR')}
              {unit} ({percent}%)
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Result({ result, number, responseHref }: { result: QuestionResult; number: number; responseHref: (id: number) => string }) {
  return (
    <section style={box}>
      <h4 style={{ margin: '0 0 4px' }}>
        {number}. {result.question}
      </h4>
      <p style={{ ...muted, margin: '0 0 12px' }}>
        응답 {result.answered.toLocaleString('ko-KR')}명{result.kind === 'choices' && result.multiple && ' · 여러 개 선택: 비율의 합이 100%를 넘을 수 있습니다'}
        {result.kind === 'rating' && ` · 평균 ${result.average ?? '–'}점 (${result.scale}점 만점)`}
        {result.kind === 'texts' && result.texts.length > TEXTS_SHOWN && ` · 최근 ${TEXTS_SHOWN}개를 보여 드립니다. 모든 답은 CSV로 내려받아 보세요.`}
      </p>
      {result.kind === 'choices' && <Bars counts={result.options} unit="명" />}
      {result.kind === 'rating' && <Bars counts={result.distribution} unit="명" />}
      {result.kind === 'texts' &&
        (result.texts.length ? (
          <ol style={{ margin: 0, paddingLeft: '1.5em' }} aria-label={`${result.question}: 최근 답`}>
            {result.texts.slice(0, TEXTS_SHOWN).map((text, index) => (
              <li key={index} style={{ padding: '6px 0', borderBottom: '1px solid var(--theme-elevation-100)' }}>
                <span style={{ whiteSpace: 'pre-wrap' }}>{text.text}</span>
                <br />
                <small style={muted}>
                  {[text.at && koreanDateTime(text.at), text.respondent].filter(Boolean).join(' · ')}
                  {text.response !== null && (
                    <>
                      {' · '}
                      <a href={responseHref(text.response)}>응답 #{text.response} 보기</a>
                    </>
                  )}
                </small>
              </li>
            ))}
          </ol>
        ) : (
          <p style={muted}>아직 답이 없습니다.</p>
        ))}
    </section>
  )
}

const answerText = (value: Answer['value'] | undefined) => (value === undefined || value === '' ? '–' : Array.isArray(value) ? value.join(', ') : String(value))

/** One response whole: who, when, and the answer to every question. */
function OneResponse({ row, questions, back }: { row: ResponseRow & { id: number }; questions: Question[]; back: string }) {
  const answers = new Map(((Array.isArray(row.answers) ? row.answers : []) as Answer[]).map((answer) => [answer.question, answer.value]))
  return (
    <section style={box} aria-labelledby="survey-response-title">
      <h3 id="survey-response-title" style={{ margin: '0 0 4px' }}>
        응답 #{row.id}
      </h3>
      <p style={{ ...muted, margin: '0 0 12px' }}>
        {[row.createdAt && `${koreanDateTime(row.createdAt)} 제출`, row.respondent ?? '비회원 응답'].filter(Boolean).join(' · ')}
      </p>
      <dl style={{ margin: 0 }}>
        {questions.map((question, index) => (
          <div key={question.id ?? index} style={{ padding: '6px 0', borderBottom: '1px solid var(--theme-elevation-100)' }}>
            <dt style={{ fontWeight: 600 }}>
              {index + 1}. {question.question}
            </dt>
            <dd style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{answerText(answers.get(question.id!))}</dd>
          </div>
        ))}
      </dl>
      <p style={{ margin: '12px 0 0' }}>
        <a href={back}>← 응답 목록으로</a>
      </p>
    </section>
  )
}

/** Every response of the period, newest first, a page at a time, each opening whole. */
function Respondents({
  rows,
  page,
  pages,
  pageHref,
  responseHref,
}: {
  rows: ResponseRow[]
  /** The page shown, within 1…pages (the view works both out once). */
  page: number
  pages: number
  pageHref: (page: number) => string
  responseHref: (id: number) => string
}) {
  const shown = rows.slice((page - 1) * RESPONSES_PER_PAGE, page * RESPONSES_PER_PAGE)
  return (
    <section style={box} aria-labelledby="survey-respondents">
      <h3 id="survey-respondents" style={{ margin: '0 0 12px' }}>
        응답자별 보기
      </h3>
      {rows.length === 0 ? (
        <p style={muted}>이 기간에는 응답이 없습니다.</p>
      ) : (
        <>
          <table style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                <th scope="col" style={cellStyle}>
                  응답
                </th>
                <th scope="col" style={cellStyle}>
                  제출 일시
                </th>
                <th scope="col" style={cellStyle}>
                  응답자
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.id}>
                  <td style={cellStyle}>
                    <a href={responseHref(row.id!)}>#{row.id}</a>
                  </td>
                  <td style={cellStyle}>{row.createdAt && koreanDateTime(row.createdAt)}</td>
                  <td style={cellStyle}>{row.respondent ?? <span style={muted}>비회원</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages > 1 && (
            <nav aria-label="응답 목록 페이지" style={{ display: 'flex', gap: 12, alignItems: 'center', marginTop: 12 }}>
              {page > 1 ? <a href={pageHref(page - 1)}>← 이전</a> : <span style={muted}>← 이전</span>}
              <span>
                {page} / {pages}쪽
              </span>
              {page < pages ? <a href={pageHref(page + 1)}>다음 →</a> : <span style={muted}>다음 →</span>}
            </nav>
          )}
        </>
      )}
    </section>
  )
}

function Period({ range, base, children }: { range: ResponseRange; base: string; children: ReactNode }) {
  return (
    <div style={{ ...box, display: 'grid', gap: 12 }}>
      <form method="get" action={base} style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }} aria-label="기간">
        <label style={{ display: 'grid', gap: 4 }}>
          시작일
          <input type="date" name="from" defaultValue={range.from ?? ''} />
        </label>
        <label style={{ display: 'grid', gap: 4 }}>
          종료일
          <input type="date" name="to" defaultValue={range.to ?? ''} />
        </label>
        <button type="submit" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
          기간 적용
        </button>
        {(range.from || range.to) && <a href={base}>전체 기간 보기</a>}
      </form>
      {range.problem && (
        <p role="alert" style={{ margin: 0, color: 'var(--theme-error-500)' }}>
          {RANGE_PROBLEMS[range.problem]} {range.problem === 'reversed' ? '전체 기간을 보여 드립니다.' : '알아볼 수 없는 날짜는 빼고 보여 드립니다.'}
        </p>
      )}
      {children}
    </div>
  )
}

const periodLabel = (range: ResponseRange) => (range.from || range.to ? `${range.from ?? '처음'} ~ ${range.to ?? '오늘'} (한국 시간)` : '전체 기간')

export async function SurveyResultsView({ doc, initPageResult, searchParams }: DocumentViewServerProps) {
  const { req } = initPageResult
  const id = Number(doc?.id)
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const base = `${req.payload.config.routes.admin}/collections/surveys/${id}/results`
  const range = responseRange(param(searchParams, 'from'), param(searchParams, 'to'))
  // Every response, to count them, shown a page at a time: a summary, not a bulk read (docs/decisions/0077).
  req.context[SUMMARY_READ] = true
  const { docs } = await req.payload
    .find({
      collection: 'survey-responses',
      where: responsesWithin(id, range),
      pagination: false,
      depth: 1,
      populate: { customers: { email: true } },
      select: { answers: true, createdAt: true, customer: true },
      sort: '-createdAt',
      req,
      overrideAccess: false,
    })
    .finally(() => delete req.context[SUMMARY_READ])
  const rows = docs.map((response) => ({
    id: response.id,
    answers: response.answers,
    createdAt: response.createdAt,
    respondent: (response.customer as Customer | null | undefined)?.email ?? null,
  }))
  const questions = (doc.questions ?? []) as Question[]
  const results = summarise(questions, rows)
  const canExport = hasRole(req.user, 'admin', 'manager')
  const responseHref = (response: number) => hrefOf(base, range, { response })
  const pages = Math.max(1, Math.ceil(rows.length / RESPONSES_PER_PAGE))
  const page = Math.min(pages, Math.max(1, Math.trunc(Number(param(searchParams, 'page'))) || 1))
  const shownId = Number(param(searchParams, 'response'))
  const shown = rows.find((row) => row.id === shownId)
  const exportQuery = rangeParams(range)
  exportQuery.set('survey', String(id))

  return (
    <Gutter>
      <div style={{ paddingBlock: 'var(--base)' }}>
        <Period range={range} base={base}>
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 'var(--base)', flexWrap: 'wrap' }}>
            <p style={{ margin: 0, fontSize: '1.25rem' }}>
              응답 <strong>{results.responses.toLocaleString('ko-KR')}</strong>건 <small style={muted}>· {periodLabel(range)}</small>
            </p>
            {canExport && <ReasonDownload href={`/api/survey-responses/export?${exportQuery}`} label="CSV 내보내기" />}
          </div>
        </Period>
        {param(searchParams, 'response') !== undefined &&
          (shown ? (
            <OneResponse row={shown} questions={questions} back={hrefOf(base, range)} />
          ) : (
            <p role="alert" style={box}>
              이 기간에 그 응답이 없습니다. <a href={hrefOf(base, range)}>응답 목록으로</a>
            </p>
          ))}
        {results.questions.map((result, index) => (
          <Result key={result.id} result={result} number={index + 1} responseHref={responseHref} />
        ))}
        <Respondents rows={rows} page={page} pages={pages} pageHref={(to) => hrefOf(base, range, { page: to })} responseHref={responseHref} />
      </div>
    </Gutter>
  )
}
