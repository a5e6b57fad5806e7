/** A field for the system, not for staff: never shown, never a list column or filter (which would name it). */
export const technicalField = { hidden: true, disableListColumn: true, disableListFilter: true } as const
