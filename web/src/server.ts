import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { createServerEntry } from '@tanstack/react-start/server-entry'
import { serverEnv } from './env.server'

// Read the configuration as this module loads, i.e. when the server starts: a missing or unsafe
// setting (the Auth Emulator outside a local run) must stop it before it serves anyone.
serverEnv()

export default createServerEntry({ fetch: createStartHandler(defaultStreamHandler) })
