/** The address of the Web Vitals reporter's chunk in the client build (vite.config.ts, webVitalsReporter). */
declare module 'virtual:web-vitals-reporter' {
  const src: string
  export default src
}
