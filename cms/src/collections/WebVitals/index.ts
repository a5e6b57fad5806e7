import type { CollectionConfig } from 'payload'
import { fromStorefrontServer } from '@/access/fromStorefrontServer'
import { isAdminOrManager } from '@/access/isAdminOrManager'
import { nobody } from '@/access/nobody'
import { CONNECTIONS, DEVICE_LABELS, DEVICES, METRICS, RATING_LABELS, RATINGS } from '@storefront/rules/web-vitals'
import { batchEndpoint } from './batch'

const options = <T extends string>(values: readonly T[], labels?: Record<T, string>) => values.map((value) => ({ value, label: labels?.[value] ?? value }))
const readOnly = { readOnly: true }

/**
 * Real visits' Web Vitals (docs/decisions/0074): one row per metric of a sampled page load, sent by
 * the storefront's server in batches and by nothing else. Managers and admins read them, through
 * the figures above the list (components/WebVitalsFigures); nobody changes or deletes one. No
 * address, account or query string: the route, the path and what the browser says of itself. The
 * retention task deletes them after RETENTION.webVitals.
 */
export const WebVitals: CollectionConfig<'web-vitals'> = {
  slug: 'web-vitals',
  labels: { singular: '웹 성능 측정', plural: '웹 성능 지표' },
  admin: {
    group: '사이트 성능',
    defaultColumns: ['createdAt', 'metric', 'value', 'rating', 'route', 'device', 'hydrated'],
    description: '실제 방문에서 잰 페이지 표시·응답 속도(웹 성능 지표)입니다. 표본으로 고른 방문만 기록하며 90일 뒤 지웁니다.',
    components: { beforeListTable: ['@/collections/WebVitals/components/WebVitalsFigures#WebVitalsFigures'] },
  },
  defaultSort: '-createdAt',
  access: { create: fromStorefrontServer, read: isAdminOrManager, update: nobody, delete: nobody, readVersions: nobody, unlock: nobody },
  endpoints: [batchEndpoint],
  timestamps: true,
  // The figures filter by time and group by route and metric (figures.ts).
  indexes: [{ fields: ['route', 'metric', 'createdAt'] }],
  fields: [
    { name: 'metric', type: 'select', label: '지표', required: true, options: options(METRICS), admin: readOnly },
    { name: 'value', type: 'number', label: '값(밀리초, CLS는 점수)', required: true, admin: readOnly },
    { name: 'rating', type: 'select', label: '등급', required: true, options: options(RATINGS, RATING_LABELS), admin: readOnly },
    { name: 'route', type: 'text', label: '경로 이름', required: true, admin: readOnly },
    { name: 'path', type: 'text', label: '주소(경로만)', required: true, admin: readOnly },
    { name: 'device', type: 'select', label: '기기', required: true, options: options(DEVICES, DEVICE_LABELS), admin: readOnly },
    { name: 'connection', type: 'select', label: '네트워크', options: options(CONNECTIONS), admin: readOnly },
    {
      name: 'hydrated',
      type: 'checkbox',
      label: '앱 준비 후',
      defaultValue: false,
      admin: { ...readOnly, description: 'INP는 가장 느린 상호작용 때, 나머지는 측정 시점에 앱이 준비(하이드레이션)되어 있었는지' },
    },
    { name: 'interactionTarget', type: 'text', label: '가장 느린 상호작용 대상', admin: readOnly },
    { name: 'inputDelay', type: 'number', label: '입력 지연(밀리초)', admin: readOnly },
    { name: 'processingDuration', type: 'number', label: '처리 시간(밀리초)', admin: readOnly },
    { name: 'presentationDelay', type: 'number', label: '표시 지연(밀리초)', admin: readOnly },
  ],
}
