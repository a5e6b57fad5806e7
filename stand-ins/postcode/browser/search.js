// The stand-in's search page (in the frame of `embed`, or the window of `open`): tells the page
// that embedded it how many addresses the query found and how tall it is, and sends the line the
// customer picks as the postcode script's answer, to that page's origin only.
;(() => {
  const { mode, origin, query } = document.body.dataset
  const answers = JSON.parse(document.getElementById('answers').textContent)
  const target = mode === 'popup' ? window.opener : window.parent
  const send = (message) => target?.postMessage(message, origin)

  if (query) send({ type: 'search', q: query, count: answers.length })
  send({ type: 'resize', width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight })

  document.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-answer]')
    if (!button) return
    // Each line's answer as the server made it (addresses.mjs, `chosen`).
    send({ type: 'complete', data: answers[Number(button.dataset.answer)][button.dataset.type] })
  })
})()
