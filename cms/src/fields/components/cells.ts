/** The admin list cell of relationship columns that names the related document on every row (RelationshipTitleCell). */
export const RELATIONSHIP_TITLE_CELL = '@/fields/components/RelationshipTitleCell#RelationshipTitleCell'
