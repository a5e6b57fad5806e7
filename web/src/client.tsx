// The app's entry, evaluated in steps (docs/decisions/0071): React's DOM renderer, then the router
// and the app, then hydration, each in a task of its own. Evaluated at once, the one chunk held a
// phone's main thread for 300–480 ms at a quarter of this machine's speed; in steps, no task does.
// Only `import()` here: a static import (JSX's runtime included) would put the chunks it reaches
// back into this file's own evaluation.

/** Lets the browser paint and answer input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))

async function hydrateInSteps() {
  const { hydrateRoot } = await import('react-dom/client')
  await nextTask()
  const [{ StartClient }, { StrictMode, createElement, startTransition }] = await Promise.all([import('@tanstack/react-start/client'), import('react')])
  await nextTask()
  // As TanStack Start's own entry does: hydration in a transition, which React may interrupt.
  startTransition(() => {
    hydrateRoot(document, createElement(StrictMode, null, createElement(StartClient)))
  })
}

void hydrateInSteps()
