// The stand-in's postcode.v2.js, served at the path of the real one: the same global API as the
// Kakao (Daum) postcode script, `new daum.Postcode({ oncomplete, onresize, onclose, onsearch,
// width, height }).embed(element, { q, autoClose })` or `.open({ q, popupKey, autoClose })`. Like
// the real one, it shows the search in a frame (embed) or a window (open) of its own origin, which
// answers with `postMessage`; only the search behind it is the stand-in's (addresses.mjs).
;(() => {
  // Where this script came from: the search page is served beside it.
  const base = new URL(document.currentScript.src)

  function searchUrl(mode, query) {
    const url = new URL('/search', base)
    url.searchParams.set('mode', mode)
    url.searchParams.set('origin', window.location.origin)
    if (query) url.searchParams.set('q', query)
    return url.href
  }

  /** Passes the search page's messages from `source()` to the options' callbacks; `chose()` after the answer. */
  function listen(options, source, chose) {
    const onMessage = (event) => {
      if (event.origin !== base.origin || !source() || event.source !== source()) return
      const message = event.data ?? {}
      if (message.type === 'search') options.onsearch?.({ q: message.q, count: message.count })
      else if (message.type === 'resize') options.onresize?.({ width: message.width, height: message.height })
      else if (message.type === 'complete') {
        options.oncomplete?.(message.data)
        chose()
      }
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }

  const size = (value, fallback) => (typeof value === 'number' ? `${value}px` : (value ?? fallback))

  class Postcode {
    constructor(options = {}) {
      this.options = options
    }

    embed(element, { q, autoClose = true } = {}) {
      if (!element) throw new Error('daum.Postcode: embed needs an element')
      const frame = document.createElement('iframe')
      frame.src = searchUrl('embed', q)
      frame.title = '우편번호 검색'
      frame.style.border = '0'
      frame.style.display = 'block'
      frame.style.width = size(this.options.width, '100%')
      frame.style.height = size(this.options.height, '100%')
      element.appendChild(frame)
      const stop = listen(
        this.options,
        () => frame.contentWindow,
        () => {
          if (!autoClose) return
          stop()
          frame.remove()
          this.options.onclose?.('COMPLETE_CLOSE')
        },
      )
    }

    open({ q, popupKey, autoClose = true } = {}) {
      const popup = window.open(searchUrl('popup', q), popupKey ?? '_blank', 'width=500,height=600')
      if (!popup) return
      const stop = listen(
        this.options,
        () => popup,
        () => {
          if (!autoClose) return
          stop()
          if (!popup.closed) popup.close()
          this.options.onclose?.('COMPLETE_CLOSE')
        },
      )
    }
  }

  window.daum = Object.assign(window.daum ?? {}, {
    Postcode,
    postcode: { version: 'stand-in', _validParam_: true, load: (callback) => callback() },
  })
})()
