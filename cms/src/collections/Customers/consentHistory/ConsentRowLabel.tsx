'use client'
import { useRowLabel } from '@payloadcms/ui'
import type { PolicyKind } from '@storefront/rules/policy-version'
import { POLICY_TITLES } from './field'

/** A row of a customer's consent history, named by what was agreed: "개인정보처리방침 2026-12-01 동의". */
export function ConsentRowLabel() {
  const { data, rowNumber = 0 } = useRowLabel<{ document?: PolicyKind; version?: string }>()
  const title = data?.document ? POLICY_TITLES[data.document] : undefined
  return <span className="row-label">{title && data.version ? `${title} ${data.version} 동의` : `약관 동의 ${rowNumber + 1}`}</span>
}
