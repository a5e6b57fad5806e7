/** 24 px unless told otherwise. Decorative: the control showing it announces the busy state. */
export const DEFAULT_SPINNER_SIZE = 24

export function Spinner({ size = DEFAULT_SPINNER_SIZE }: { size?: number }) {
  return <span className="spinner" style={{ width: size, height: size }} aria-hidden="true" />
}
