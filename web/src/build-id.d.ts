/** The id of this build, set by vite.config.ts; the server answers the newest at /builds/latest.json. */
declare const __BUILD_ID__: string
