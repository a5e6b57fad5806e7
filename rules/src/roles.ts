// Staff roles (docs/product.md#roles-and-rights), with their Korean labels.
export const roles = ['admin', 'manager', 'staff'] as const
export type Role = (typeof roles)[number]

export const roleLabels: Record<Role, string> = { admin: '관리자', manager: '매니저', staff: '스태프' }
