import { createServerFn } from '@tanstack/react-start'
import { getHomeSettings } from '~/features/layout/site-chrome.server'
import { getPublishedPosts } from '~/features/posts/posts.server'
import { listOpenSurveys } from '~/features/surveys/surveys.server'
import { getTradeInEvents, runningEvents } from '~/features/trade-in-events/trade-in-events.server'
import { homePosts, toHomeData } from './home.server'

/** The home screen: all from public content in memory, nothing asked of the CMS per visit. */
export const getHome = createServerFn({ method: 'GET' }).handler(async () => {
  const [home, posts, events, surveys] = await Promise.all([getHomeSettings(), getPublishedPosts(), getTradeInEvents(), listOpenSurveys()])
  return toHomeData(home, homePosts(home, posts.latest), runningEvents(events, Date.now()), surveys)
})
