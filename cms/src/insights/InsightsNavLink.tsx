// 운영 지표 in the admin panel's navigation, after the collections, for those who read it.
import type { ServerProps } from 'payload'
import { readsInsights } from '@/access/readsInsights'

export function InsightsNavLink({ user }: ServerProps) {
  if (!readsInsights(user as never)) return null
  return (
    <a href="/admin/insights" className="nav__link" id="nav-insights">
      <span className="nav__link-label">운영 지표</span>
    </a>
  )
}
