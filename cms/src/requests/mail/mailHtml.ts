// The HTML twin of a customer's plain-text mail: the status mails and the A/S conversation's mails.
// Plain functions, so the admin's status control renders a mail as the job will send it.

/** Text as HTML shows it: each of & < > " ' as its numeric character reference. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** An escaped line with each of `urls` in it made a link. */
const linked = (html: string, urls: readonly (string | null | undefined)[]) =>
  urls.reduce<string>((line, url) => (url ? line.replace(escapeHtml(url), `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`) : line), html)

/** The mail's lines as HTML: each a paragraph of its escaped text, with each of `urls` in it a link; an empty line none. */
export const htmlTwin = (lines: readonly string[], urls: readonly (string | null | undefined)[]) =>
  lines.map((line) => (line ? `<p>${linked(escapeHtml(line), urls)}</p>` : '')).join('\n')
