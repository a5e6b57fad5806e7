// How far each service program reached (docs/product.md#service-programs): owners told, links
// opened, requests filed under it and those completed, from the programs' own aggregates. A
// program's reach is what it has done since it started, so the period and the shop do not apply.
import { programReach } from '@/collections/ServicePrograms/reach'
import type { Section } from '../figure'

const steps = [
  { key: 'notified', label: '알림 보냄 (명)' },
  { key: 'opened', label: '알림 열어 봄 (명)' },
  { key: 'requested', label: 'A/S 신청 (건)' },
  { key: 'done', label: '수리 완료 (건)' },
] as const

export const programs: Section = {
  key: 'programs',
  title: '무상 수리 프로그램',
  description:
    '프로그램마다 알림을 받은 고객, 알림의 링크를 연 고객, 프로그램으로 접수된 A/S 신청과 그중 수리를 마친 건을 셉니다. 프로그램을 시작한 뒤의 전체 수치라 기간과 매장 선택은 적용되지 않습니다.',
  byShop: false,
  async load(payload) {
    const reach = await programReach(payload)
    return [
      {
        key: 'reach',
        caption: '프로그램별 도달',
        rowHeader: '프로그램',
        rows: reach.map(({ name }) => name),
        series: steps.map(({ key, label }) => ({ key, label, format: 'count', charted: true, values: reach.map((program) => program[key]) })),
        chart: reach.length ? 'grouped' : null,
        ...(reach.length === 0 && { note: '아직 만든 무상 수리 프로그램이 없습니다.' }),
      },
    ]
  },
}
