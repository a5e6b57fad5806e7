// Every value in this site's query strings is text: a search word, a code, a token, an id. The
// router's default reads each one as JSON (`q=396` becomes the number 396, `q=1e999` Infinity,
// `q=true` a boolean) and writes back a string that would read as JSON in quotes (`q=%22396%22`).
// So a search for a street number came back with quotes in its address, and a server render of
// `/shops?q=396` answered a redirect to that quoted address instead of the page. Here a value is
// read as the string it is and written as it was given; each route's `validateSearch` turns the
// ones it wants into numbers.

/** The query string as text, one value per key (the last, as the server's URLSearchParams reads it). */
export function parseTextSearch(searchText: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchText))
}

/** The search back into a query string: numbers as digits, absent values left out. */
export function stringifyTextSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null) params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
