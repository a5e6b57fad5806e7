/**
 * `text` decoded (decodeURIComponent, or `decode`), or null when its percent-encoding does not
 * decode. Checks use the decoded text or compare it with null: a production bundle drops a call to
 * a decoder whose result goes unused, counting it free of side effects, and with it the check
 * (the storefront's redirect check and its unreadable-address answer both lost theirs that way).
 */
export function decodedOrNull(text: string, decode: (text: string) => string = decodeURIComponent): string | null {
  try {
    return decode(text)
  } catch {
    return null
  }
}
