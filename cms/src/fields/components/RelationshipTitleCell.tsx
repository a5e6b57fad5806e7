'use client'
// A relationship column of an admin list that names what it points at on every row. Payload's own
// cell asks for the related document only once the row is scrolled into view and until then shows
// "<고객 없음>", as if there were none: below the A/S queue's figures that was every row but the
// first two, and a printed or captured list kept it. This cell asks on mount (the list's provider
// batches the rows into one request) and says "불러오는 중…" while it waits.
import { useConfig, useListRelationships } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { useEffect } from 'react'

export function RelationshipTitleCell({ cellData, field }: DefaultCellComponentProps) {
  const relationTo = 'relationTo' in field && typeof field.relationTo === 'string' ? field.relationTo : null
  const { documents, getRelationships } = useListRelationships()
  const { getEntityConfig } = useConfig()
  const id = typeof cellData === 'number' || typeof cellData === 'string' ? cellData : null

  useEffect(() => {
    if (relationTo && id !== null) getRelationships([{ relationTo, value: id }])
  }, [getRelationships, relationTo, id])

  if (!relationTo || id === null) return <span>—</span>
  const document = documents[relationTo]?.[id]
  if (document === undefined || document === null) return <span aria-busy="true">불러오는 중…</span>
  if (document === false) return <span>찾을 수 없음 (ID {id})</span>
  const titleField = getEntityConfig({ collectionSlug: relationTo })?.admin?.useAsTitle ?? 'id'
  const title = (document as Record<string, unknown>)[titleField]
  return <span>{typeof title === 'string' || typeof title === 'number' ? String(title) : `ID ${id}`}</span>
}
