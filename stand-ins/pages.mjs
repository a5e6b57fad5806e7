// What the stand-ins' own pages and answers share: JSON and HTML responses, escaping, and the page a
// visitor sees in place of a third party's (Kakao's consent, a carrier's 본인인증), styled alike.

export const json = (status, value) => ({
  status,
  headers: { 'content-type': 'application/json;charset=UTF-8', 'cache-control': 'no-store' },
  body: JSON.stringify(value),
})

export const html = (status, body) => ({ status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }, body })

export const escape = (value) =>
  String(value ?? '').replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char])

/** A small phone-sized page; `style` adds the rules of its form (and the service's colour for `.accept`). */
export const page = (title, content, style) => `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f5f5f5; margin: 0; padding: 24px 16px; color: #191919; }
  main { max-width: 420px; margin: 0 auto; background: #fff; border-radius: 12px; padding: 24px; }
  h1 { font-size: 20px; margin: 0 0 8px; }
  p { color: #555; line-height: 1.5; }
  button { font-size: 16px; padding: 14px; border-radius: 8px; border: 0; cursor: pointer; }
  .cancel { background: #eee; color: #191919; }
  .error { color: #c00; }
  .note { font-size: 13px; color: #888; }
${style}
</style>
</head>
<body><main>${content}</main></body>
</html>`
