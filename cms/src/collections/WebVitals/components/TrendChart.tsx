// One metric's trend, the 75th percentile of each Seoul day, drawn on the server as SVG with visx
// (docs/decisions/0074), with the good and poor thresholds as dashed lines, as Chrome's UX Report
// draws them. The chart is a picture for the eye; the table under it says the same to a screen reader.
import { AxisBottom, AxisLeft } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleLinear, scalePoint } from '@visx/scale'
import { Circle, Line, LinePath } from '@visx/shape'
import { formatMetric, METRIC_LABELS, type MetricName, ratingOf, RATING_LABELS, THRESHOLDS } from '@storefront/rules/web-vitals'
import type { TrendPoint } from '../figures'

const WIDTH = 560
const HEIGHT = 200
const MARGIN = { top: 12, right: 16, bottom: 28, left: 60 }
const COLOURS = { good: '#0a7f42', poor: '#c5221f', line: '#1a56db' }

/** Visible to screen readers only: the chart's table. */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const
const cell = { padding: '2px 8px', textAlign: 'left' as const }

const dayLabel = (day: string) => `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`

export function TrendChart({ metric, points, days, scope }: { metric: MetricName; points: TrendPoint[]; days: string[]; scope: string }) {
  const [good, poor] = THRESHOLDS[metric]
  const byDay = new Map(points.map((point) => [point.day, point]))
  const x = scalePoint<string>({ domain: days, range: [MARGIN.left, WIDTH - MARGIN.right] })
  const top = Math.max(poor * 1.2, ...points.map(({ p75 }) => p75 * 1.1))
  const y = scaleLinear<number>({ domain: [0, top], range: [HEIGHT - MARGIN.bottom, MARGIN.top], nice: true })
  const caption = `${METRIC_LABELS[metric]} 일별 75번째 백분위수 (${scope}, 최근 ${days.length}일)`
  const series = days.map((day) => byDay.get(day) ?? null)
  const threshold = (value: number, colour: string) => (
    <Line from={{ x: MARGIN.left, y: y(value) }} to={{ x: WIDTH - MARGIN.right, y: y(value) }} stroke={colour} strokeDasharray="4 4" strokeWidth={1} />
  )
  return (
    <figure style={{ margin: 0, position: 'relative' }} data-metric={metric}>
      <figcaption style={{ fontWeight: 600, marginBottom: 4 }}>{METRIC_LABELS[metric]}</figcaption>
      <svg width="100%" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} style={{ maxWidth: WIDTH }} aria-hidden="true" focusable="false">
        {threshold(good, COLOURS.good)}
        {threshold(poor, COLOURS.poor)}
        <LinePath<TrendPoint | null>
          data={series}
          defined={(point) => point !== null}
          x={(_, index) => x(days[index]!) ?? 0}
          y={(point) => y(point!.p75)}
          stroke={COLOURS.line}
          strokeWidth={2}
          fill="none"
        />
        <Group>
          {points.map((point) => (
            <Circle key={point.day} cx={x(point.day)} cy={y(point.p75)} r={3} fill={COLOURS.line} />
          ))}
        </Group>
        <AxisLeft
          scale={y}
          left={MARGIN.left}
          numTicks={4}
          tickFormat={(value) => formatMetric(metric, Number(value))}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={{ fill: 'currentColor', fontSize: 11, textAnchor: 'end', dx: '-0.25em', dy: '0.25em' }}
        />
        <AxisBottom
          scale={x}
          top={HEIGHT - MARGIN.bottom}
          tickValues={days.filter((_, index) => index % 7 === days.length % 7)}
          tickFormat={(day) => dayLabel(String(day))}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={{ fill: 'currentColor', fontSize: 11, textAnchor: 'middle' }}
        />
      </svg>
      <table style={visuallyHidden}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">날짜</th>
            <th scope="col">75번째 백분위수</th>
            <th scope="col">등급</th>
            <th scope="col">측정 수</th>
          </tr>
        </thead>
        <tbody>
          {points.length === 0 ? (
            <tr>
              <td colSpan={4}>측정값이 없습니다.</td>
            </tr>
          ) : (
            points.map((point) => (
              <tr key={point.day}>
                <th scope="row" style={cell}>
                  {point.day}
                </th>
                <td style={cell}>{formatMetric(metric, point.p75)}</td>
                <td style={cell}>{RATING_LABELS[ratingOf(metric, point.p75)]}</td>
                <td style={cell}>{point.count.toLocaleString('ko-KR')}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </figure>
  )
}
