// Lives with the request id that it sets on every response; the noindex header of local runs uses it too.
/** `response` with `name` set; a copy when its headers are immutable (Response.redirect's, a fetch's). */
export function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value)
    return response
  } catch {
    const copy = new Response(response.body, response)
    copy.headers.set(name, value)
    return copy
  }
}
