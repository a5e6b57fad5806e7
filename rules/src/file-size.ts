/** A file's size as people read it: "340KB", "2.4MB" (at least 1KB). */
export const formatFileSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))}KB` : `${(bytes / 1024 / 1024).toFixed(1)}MB`)
