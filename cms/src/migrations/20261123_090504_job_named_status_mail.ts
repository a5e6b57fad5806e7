import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The status-mail task is renamed (it mails trade-ins too). Renaming the enum values, instead of
// the drop-and-create Payload generates, keeps the jobs already queued and their logs.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" RENAME VALUE 'serviceStatusMail' TO 'statusMail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" RENAME VALUE 'serviceStatusMail' TO 'statusMail';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" RENAME VALUE 'statusMail' TO 'serviceStatusMail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" RENAME VALUE 'statusMail' TO 'serviceStatusMail';`)
}
