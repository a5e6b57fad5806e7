// What a browser build gets in place of `@storefront/rules/<name>.server` (the "browser" condition of
// package.json "exports"). Those modules use Node (node:crypto, pg, rate-limiter-flexible's
// PostgreSQL store) and belong to the servers. This one exports nothing, so a browser bundle that
// still imports one of their values fails to build on the missing export; and should it run
// anyway, it stops here. Type imports are unaffected: TypeScript reads the real module.
export {}

throw new Error('A server-only module of @storefront/cms (*.server) was loaded in the browser: reach it through a server function.')
