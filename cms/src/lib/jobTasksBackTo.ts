import { sql } from '@payloadcms/db-postgres'

/**
 * For a down migration: the jobs queue's task names (two enums) back to `slugs`, what they were
 * before that migration's up. Each migration that adds a task must give back the list as it stood
 * before it, not the list its own branch started from: down migrations run one after the other,
 * newest first, and one that went back further would take tasks from the migrations still applied.
 * Jobs and log lines of a task that goes are deleted first: the code left after going down has no
 * such task to run them, and the enum could not hold them.
 *
 * @public for the migrations, which knip does not read.
 */
export function jobTasksBackTo(slugs: readonly string[]) {
  if (!slugs.every((slug) => /^\w+$/.test(slug))) throw new Error(`not a task slug: ${slugs.join(', ')}`)
  const values = sql.raw(slugs.map((slug) => `'${slug}'`).join(', '))
  const statements = (table: string, type: string) => {
    const [tableName, typeName] = [sql.identifier(table), sql.raw(`"public"."${type}"`)]
    return sql`
    DELETE FROM ${tableName} WHERE "task_slug" IS NOT NULL AND "task_slug"::text NOT IN (${values});
    ALTER TABLE ${tableName} ALTER COLUMN "task_slug" SET DATA TYPE text;
    DROP TYPE ${typeName};
    CREATE TYPE ${typeName} AS ENUM(${values});
    ALTER TABLE ${tableName} ALTER COLUMN "task_slug" SET DATA TYPE ${typeName} USING "task_slug"::${typeName};`
  }
  return sql.join([statements('payload_jobs_log', 'enum_payload_jobs_log_task_slug'), statements('payload_jobs', 'enum_payload_jobs_task_slug')], sql``)
}
