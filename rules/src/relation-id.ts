// Shared by the CMS's hooks and the storefront's readers of CMS documents.

/**
 * The id a relationship field holds, whether Payload gave it populated (the document, at a depth
 * above 0) or as the id itself; null when it holds nothing.
 */
export function relationId(value: number | { id: number }): number
export function relationId(value: unknown): number | null
export function relationId(value: unknown): number | null {
  if (typeof value === 'object' && value !== null) return (value as { id: number }).id
  return value === undefined || value === null ? null : (value as number)
}
