// A figure's charted series as bars, drawn on the server as SVG with visx (docs/decisions/0082):
// stacked (parts of a week's whole) or grouped (figures side by side). A picture for the eye, titled
// for assistive technology; the table under it is the accessible form and holds every number.
import { AxisBottom, AxisLeft } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { cellText, type Figure } from '../figure'

const WIDTH = 720
const HEIGHT = 260
const MARGIN = { top: 12, right: 12, bottom: 36, left: 56 }
/** At most this many labels under the bars: a year of weeks would overlap. */
const AXIS_LABELS = 13
const LABEL_CHARS = 10

/**
 * Colours of at least 3:1 against the panel's white (WCAG 1.4.11, graphical objects), told apart
 * by hue and lightness; the legend and the table name each series, so colour is never the only cue.
 */
export const PALETTE = ['#1a56db', '#c2410c', '#0a7f42', '#7e3ab5', '#b91c1c', '#0e7490', '#a16207', '#be185d', '#4b5563', '#1e3a8a']

const colourOf = (index: number) => PALETTE[index % PALETTE.length]!
const short = (label: string) => (label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label)

export function BarChart({ figure }: { figure: Figure }) {
  const series = figure.series.filter(({ charted }) => charted)
  if (!figure.chart || series.length === 0 || figure.rows.length === 0) return null
  const stacked = figure.chart === 'stacked'
  const label = figure.rowLabel ?? ((row: string) => row)
  const value = (index: number, row: number) => series[index]!.values[row] ?? 0
  const heights = figure.rows.map((_, row) =>
    stacked ? series.reduce((sum, __, index) => sum + value(index, row), 0) : Math.max(0, ...series.map((__, index) => value(index, row))),
  )
  const x = scaleBand<string>({ domain: figure.rows.map((_, row) => String(row)), range: [MARGIN.left, WIDTH - MARGIN.right], padding: 0.2 })
  const inner = scaleBand<number>({ domain: series.map((_, index) => index), range: [0, x.bandwidth()], padding: 0.05 })
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...heights)], range: [HEIGHT - MARGIN.bottom, MARGIN.top], nice: true })
  const step = Math.ceil(figure.rows.length / AXIS_LABELS)
  const format = series[0]!.format
  const title = `${figure.caption}: 막대그래프. 수치는 아래 표에 있습니다.`
  return (
    <div>
      <svg
        width="100%"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        style={{ maxWidth: WIDTH, display: 'block' }}
        role="img"
        aria-label={title}
        data-chart={figure.chart}
      >
        <title>{title}</title>
        {figure.rows.map((_, row) => {
          let base = 0
          return (
            <Group key={row} left={x(String(row))}>
              {series.map((one, index) => {
                const amount = value(index, row)
                if (amount <= 0) return null
                const top = y(base + amount)
                const bar = stacked ? (
                  <Bar key={one.key} x={0} width={x.bandwidth()} y={top} height={y(base) - top} fill={colourOf(index)} stroke="#fff" strokeWidth={0.5} />
                ) : (
                  <Bar key={one.key} x={inner(index)} width={inner.bandwidth()} y={y(amount)} height={y(0) - y(amount)} fill={colourOf(index)} />
                )
                if (stacked) base += amount
                return bar
              })}
            </Group>
          )
        })}
        <AxisLeft
          scale={y}
          left={MARGIN.left}
          numTicks={5}
          tickFormat={(tick) => cellText(Number(tick), format === 'percent' ? 'percent' : Number.isInteger(Number(tick)) ? 'count' : format)}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={{ fill: 'currentColor', fontSize: 11, textAnchor: 'end', dx: '-0.25em', dy: '0.25em' }}
        />
        <AxisBottom
          scale={x}
          top={HEIGHT - MARGIN.bottom}
          tickValues={figure.rows.map((_, row) => String(row)).filter((_, row) => row % step === 0)}
          tickFormat={(row) => short(label(figure.rows[Number(row)]!))}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={{ fill: 'currentColor', fontSize: 11, textAnchor: 'middle' }}
        />
      </svg>
      {/* The legend names the colours; the table already says it all to a screen reader. */}
      <ul aria-hidden="true" style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', listStyle: 'none', padding: 0, margin: '4px 0 0', fontSize: 12 }}>
        {series.map((one, index) => (
          <li key={one.key} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <span style={{ width: 12, height: 12, background: colourOf(index), display: 'inline-block', borderRadius: 2 }} />
            {one.label}
          </li>
        ))}
      </ul>
    </div>
  )
}
