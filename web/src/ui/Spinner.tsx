/** A decorative spinner; the busy state itself is announced by the control that shows it. */
export function Spinner({ size = 24 }: { size?: number }) {
  return <span className="spinner" style={{ width: size, height: size }} aria-hidden="true" />
}
