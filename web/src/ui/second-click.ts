/**
 * A person's double click on a submit is slow enough for its second click to land on the page the
 * first one opened, where the browser selects the word under it. From a submit on, until the next
 * click of its own, the second click of a double click selects nothing.
 */
export function ignoreSecondClickOfDoubleClick(): void {
  const onMouseDown = (event: MouseEvent) => {
    if (event.detail > 1) event.preventDefault()
    else document.removeEventListener('mousedown', onMouseDown, true)
  }
  document.addEventListener('mousedown', onMouseDown, true)
}
