// A local stand-in for the Kakao (Daum) postcode service: its script at the path the real one has
// (/mapjsapi/bundle/postcode/prod/postcode.v2.js, the same global API) and the search page that
// script shows in a frame or a window, over a handful of real addresses (addresses.mjs). The
// storefront is pointed at it by the script's URL alone (POSTCODE_SCRIPT_URL and
// POSTCODE_FRAME_ORIGIN), so dev and tests run its own integration code unchanged.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { ADDRESSES, chosen, searchAddresses } from './addresses.mjs'
import { escape } from '../pages.mjs'

export const SCRIPT_PATH = '/mapjsapi/bundle/postcode/prod/postcode.v2.js'

const browserFile = (name) => readFileSync(new URL(`./browser/${name}`, import.meta.url), 'utf8')

/** @param {{ addresses?: typeof ADDRESSES }} [options] */
export function createPostcodeStandIn({ addresses = ADDRESSES } = {}) {
  const script = browserFile('postcode.v2.js')
  const searchScript = browserFile('search.js')

  const routes = {
    [SCRIPT_PATH]: () => javascript(script),
    '/search.js': () => javascript(searchScript),
    '/search': (url) => searchPage(url.searchParams, addresses),
    '/health': () => ({ status: 200, headers: { 'content-type': 'application/json' }, body: '{"ok":true}' }),
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    const route = request.method === 'GET' || request.method === 'HEAD' ? routes[url.pathname] : undefined
    const answer = route ? route(url) : { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'not found' }
    response.writeHead(answer.status, answer.headers)
    response.end(request.method === 'HEAD' ? undefined : answer.body)
  })
  return { server }
}

const javascript = (body) => ({ status: 200, headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }, body })

/** The page that embedded the search, as the script passes it: an http(s) origin, or null. */
function embedderOrigin(value) {
  try {
    const url = new URL(value ?? '')
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/** JSON inside a script element: no "</script>" can end it early. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c')

/** The search form and what it found: each address with a button for its road line and one for its lot-number line. */
function searchPage(params, addresses = ADDRESSES) {
  const origin = embedderOrigin(params.get('origin'))
  if (!origin) return { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'origin must be the embedding page’s http(s) origin' }
  const mode = params.get('mode') === 'popup' ? 'popup' : 'embed'
  const query = (params.get('q') ?? '').trim()
  const found = searchAddresses(query, addresses)
  const items = found.map(
    (answer, index) => `<li>
  <span class="zonecode">${escape(answer.zonecode)}</span>
  <button type="button" data-answer="${index}" data-type="R"><b>도로명</b> ${escape(answer.roadAddress)} <small>(${escape(answer.buildingName)})</small></button>
  <button type="button" data-answer="${index}" data-type="J"><b>지번</b> ${escape(answer.jibunAddress)}</button>
</li>`,
  )
  const result = !query
    ? '<p class="hint">도로명, 건물명 또는 지번으로 검색하세요. 예) 테헤란로 152, 세종대로 110, 벡스코</p>'
    : found.length === 0
      ? `<p class="hint" role="status">'${escape(query)}'에 맞는 주소가 없습니다. 도로명과 건물번호를 확인해 주세요.</p>`
      : `<p role="status">검색 결과 ${found.length}건</p><ul>${items.join('\n')}</ul>`
  const answers = found.map((answer) => ({ R: chosen(answer, 'R'), J: chosen(answer, 'J') }))
  const body = `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>우편번호 검색</title>
<style>
body { margin: 0; padding: 12px; font: 15px/1.5 sans-serif; color: #222; }
form { display: flex; gap: 6px; }
input { flex: 1; min-width: 0; padding: 8px; font: inherit; border: 1px solid #999; border-radius: 4px; }
button { font: inherit; padding: 8px 12px; border: 1px solid #999; border-radius: 4px; background: #fff; text-align: left; }
ul { list-style: none; margin: 0; padding: 0; }
li { display: grid; gap: 4px; padding: 10px 0; border-bottom: 1px solid #ddd; }
.zonecode { color: #d33; font-weight: bold; }
.hint { color: #555; }
</style>
</head>
<body data-mode="${mode}" data-origin="${escape(origin)}" data-query="${escape(query)}">
<form method="get" action="/search" role="search">
<input type="hidden" name="mode" value="${mode}">
<input type="hidden" name="origin" value="${escape(origin)}">
<input type="search" name="q" value="${escape(query)}" aria-label="도로명, 건물명 또는 지번" placeholder="예) 테헤란로 152" autofocus>
<button type="submit">검색</button>
</form>
${result}
<script id="answers" type="application/json">${scriptJson(answers)}</script>
<script src="/search.js"></script>
</body>
</html>`
  return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }, body }
}
