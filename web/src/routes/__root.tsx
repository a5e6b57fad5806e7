import { createRootRoute, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
export const Route = createRootRoute({
  head: () => ({ meta: [{ charSet: 'utf-8' }, { title: 'x' }] }),
  component: () => (
    <html lang="ko"><head><HeadContent /></head><body><Outlet /><Scripts /></body></html>
  ),
})
