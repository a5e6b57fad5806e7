import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '~/features/home/HomePage'
import { loadOnce } from '~/features/navigation/load-once'

const homeFunctions = loadOnce(() => import('~/features/home/home.functions'))

export const Route = createFileRoute('/_default/')({
  loader: () => homeFunctions().then(({ getHome }) => getHome()),
  component: function HomeRoute() {
    return <HomePage home={Route.useLoaderData()} />
  },
})
