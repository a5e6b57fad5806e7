import type { ImageView } from '~/features/posts/types'

/** A trade-in event running now, as the home page lists it and the header links to it. */
export interface RunningEvent {
  id: number
  title: string
  summary: string | null
  /** "YYYY-MM-DD ~ YYYY-MM-DD" (Seoul). */
  period: string
  /** ISO end, for <time>. */
  endsAt: string
  href: string
  banner: ImageView | null
}
