import type { ServerEnv } from '~/env.server'
import type { AnalyticsConfig } from './types'

export function analyticsConfig(env: Pick<ServerEnv, 'firebase' | 'localRun'>): AnalyticsConfig {
  const { apiKey, authDomain, projectId, appId, measurementId } = env.firebase
  if (appId && measurementId) return { sink: 'firebase', firebase: { apiKey, authDomain, projectId, appId, measurementId } }
  return env.localRun ? { sink: 'local' } : null
}
