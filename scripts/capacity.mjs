// `npm run capacity`: writes docs/capacity.md from the bench's figures and the production overlay
// (scripts/lib/capacity-doc.mjs). `npm run bench` runs it after each run.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { capacityMarkdown } from './lib/capacity-doc.mjs'
import { root } from './lib/stack.mjs'

writeFileSync(join(root, 'docs/capacity.md'), capacityMarkdown())
console.log('docs/capacity.md written')
