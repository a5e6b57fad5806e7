/**
 * How a route whose data the customer's own actions change (their devices, A/S requests, survey answers,
 * trade-ins) reloads when visited again: the page waits for it fresh, rather than showing what was
 * true before their last action until a background reload replaces it, as content pages do.
 */
export const PERSONAL_DATA = { staleReloadMode: 'blocking' } as const
