/** For fields only hooks write (numbers, timelines, derived dates): no request may set them. */
export const nobody = (): boolean => false
