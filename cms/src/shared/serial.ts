// Serial numbers and authentication codes as printed on the label; consumers type them in any case.

export const normaliseSerial = (value: string): string => value.trim().toUpperCase()

/** 6–32 capital letters, digits and inner hyphens: VPA-2611-00001. */
export const isSerialFormat = (value: string): boolean => /^[A-Z0-9](?:[A-Z0-9-]{4,30})[A-Z0-9]$/.test(value) && !value.includes('--')

/** 4–12 capital letters and digits. */
export const isAuthCodeFormat = (value: string): boolean => /^[A-Z0-9]{4,12}$/.test(value.trim().toUpperCase())
