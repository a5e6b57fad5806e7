import { env } from '@/env'

/** The time announcements judge the night by: the CMS's own, shifted only in a local run's journeys (ANNOUNCEMENT_CLOCK_SHIFT_MINUTES). */
export const announcementClock = (): Date => new Date(Date.now() + env.ANNOUNCEMENT_CLOCK_SHIFT_MINUTES * 60_000)
