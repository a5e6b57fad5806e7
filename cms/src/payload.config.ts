import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { EXPERIMENTAL_TableFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import { ko } from '@payloadcms/translations/languages/ko'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { accessRecords } from './collections/AccessRecords/plugin'
import { accessReviewTask } from './collections/AccessRecords/review'
import { Attachments } from './collections/Attachments'
import { Counters } from './collections/Counters'
import { DataRequests } from './collections/DataRequests'
import { Customers } from './collections/Customers'
import { Devices } from './collections/Devices'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Posts } from './collections/Posts'
import { Products } from './collections/Products'
import { redirects } from './collections/Redirects/plugin'
import { objectStorage } from './lib/objectStorage'
import { Serials } from './collections/Serials'
import { ServiceMessages } from './collections/ServiceMessages'
import { Notices } from './collections/Notices'
import { ServiceRequests } from './collections/ServiceRequests'
import { Shops } from './collections/Shops'
import { SurveyResponses } from './collections/SurveyResponses'
import { Surveys } from './collections/Surveys'
import { TradeIns } from './collections/TradeIns'
import { TradeInEvents } from './collections/TradeInEvents'
import { Users } from './collections/Users'
import { lockExpiryTask } from './collections/Users/lockouts'
import { PermissionRecords } from './collections/PermissionRecords'
import { WebVitals } from './collections/WebVitals'
import { contentVersion } from './endpoints/contentVersion'
import { health, healthLive, healthReady } from './endpoints/health'
import { previewDraft } from './endpoints/previewDraft'
import { insightsEndpoint } from './insights/endpoint'
import { env } from './env'
import { Footer } from './globals/Footer/config'
import { Home } from './globals/Home/config'
import { Site } from './globals/Site/config'
import { Terms } from './globals/Terms/config'
import { staffOnlyDocumentLocks } from './lib/staffOnlyDocumentLocks'
import { staffOnlyPreferences } from './lib/staffOnlyPreferences'
import { closedJobStats } from './lib/closedJobStats'
import { logLevel, logOptions } from '@storefront/rules/logging'
import { hasRole } from './access/roles'
import { inputErrorsAre400 } from './hooks/inputErrorsAre400'
import { koreanErrors } from './hooks/koreanErrors'
import { inputGuards, inputGuardsOnPayloadCollections } from './hooks/inputGuards'
import { uploadLimitsAre413 } from './hooks/uploadLimitsAre413'
import { MAX_UPLOAD_BYTES } from '@storefront/rules/body-limits'
import { koreanAdmin } from './i18n/koreanAdmin'
import { KOREAN_DATE_TIME } from './fields/dates'
import { Announcements } from './collections/Announcements'
import { AnnouncementRecipients } from './collections/AnnouncementRecipients'
import { ServicePrograms } from './collections/ServicePrograms'
import { ServiceProgramNotices } from './collections/ServiceProgramNotices'
import { serviceProgramNotifyTask } from './collections/ServicePrograms/notifyTask'
import { ANNOUNCEMENT_QUEUE } from './collections/Announcements/queue'
import { announcementReportTask } from './collections/Announcements/reportTask'
import { announcementSendTask } from './collections/Announcements/sendTask'
import { sweepStaleJobs } from './jobs/staleJobs'
import { retentionTask } from './jobs/retention/retention'
import { messageMailTask } from './collections/ServiceMessages/mail/messageMailTask'
import { statusMailTask } from './requests/mail/statusMailTask'
import { noticeReportTask } from './notices/noticeReportTask'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const config = buildConfig({
  secret: env.PAYLOAD_SECRET,
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: '· 관리자' },
    // Payload's default is Gravatar: every admin page would send staff e-mail hashes to a third
    // party and need it in the CSP (docs/decisions/0015).
    avatar: 'default',
    // "2026년 11월 24일 오후 9:08" (Payload's default reads "11월 24일 2026, 9:08 오후" in Korean), as every date picker writes it.
    dateFormat: KOREAN_DATE_TIME,
    components: {
      // Korean for the English that Payload's libraries hard-code (i18n/KoreanLeftovers.tsx); the
      // warning before an idle session ends and the sign-in over the page after (admin/session).
      providers: ['@/i18n/KoreanLeftovers#KoreanLeftovers', '@/admin/session/IdleSession#IdleSession'],
      // Today's work first: live counts of A/S and trade-ins linking to their lists.
      beforeDashboard: ['@/admin/desk/DeskDashboard#DeskDashboard'],
      // 운영 지표 (insights/): how the shops are doing over weeks, for every staff role.
      afterNavLinks: ['@/insights/InsightsNavLink#InsightsNavLink'],
      // The job sheet (접수증) to print, outside the panel's chrome.
      // The login asks for the second factor after the password, or enrols one (docs/decisions/0075).
      views: {
        jobSheet: { Component: '@/admin/desk/JobSheet#JobSheet', path: '/job-sheet/:collection/:id', meta: { title: '접수증' } },
        insights: { Component: '@/insights/InsightsView#InsightsView', path: '/insights', exact: true, meta: { title: '운영 지표' } },
        login: { Component: '@/collections/Users/secondFactor/ui/LoginView#LoginView' },
      },
    },
  },
  i18n: { supportedLanguages: { ko }, fallbackLanguage: 'ko' },
  // Order is the admin navigation's order within each group.
  collections: [
    Posts,
    Pages,
    Shops,
    TradeInEvents,
    Surveys,
    Media,
    Products,
    Serials,
    ServiceRequests,
    ServiceMessages,
    ServicePrograms,
    ServiceProgramNotices,
    Notices,
    Announcements,
    AnnouncementRecipients,
    TradeIns,
    Devices,
    SurveyResponses,
    Attachments,
    DataRequests,
    Customers,
    Users,
    PermissionRecords,
    WebVitals,
    Counters,
  ],
  globals: [Site, Home, Footer, Terms],
  plugins: [redirects, objectStorage, accessRecords, inputGuards],
  endpoints: [health, healthLive, healthReady, contentVersion, previewDraft, insightsEndpoint],
  // REST only: the storefront calls REST (docs/decisions/0004) and so does the admin panel. No
  // schema is built, and with no Next route of its own /api/graphql is a route we do not serve
  // (docs/decisions/0048).
  graphQL: { disable: true },
  hooks: { afterError: [uploadLimitsAre413, inputErrorsAre400, koreanErrors] },
  // Our APIErrors are refused requests (a wrong code, a closed survey): not server faults.
  loggingLevels: { APIError: 'info' },
  // In production Payload's own lines (jobs, errors) are JSON with the request lines' fields and
  // masking (docs/decisions/0044); in dev its readable lines.
  ...(process.env.NODE_ENV === 'production' && { logger: { options: logOptions('cms', process.env.LOG_LEVEL, process.env.INSTANCE_ID) } }),
  // In the integration tests Payload's info lines are the refusals the tests provoke by the thousand
  // (57,000 lines and a seventh of the no-5xx walk's time): warnings and errors only, unless LOG_LEVEL asks.
  ...(process.env.VITEST && { logger: { options: { level: logLevel(process.env.LOG_LEVEL ?? 'warn') } } }),
  // Tables for posts such as the warranty policy (warranty period by model); the rest as Payload ships it.
  editor: lexicalEditor({ features: ({ defaultFeatures }) => [...defaultFeatures, EXPERIMENTAL_TableFeature()] }),
  sharp,
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES } },
  // The staff cookie counts only on requests from the admin panel's own origin (or, without an
  // Origin, ones the browser marks same-site): another site's form post carrying it is anonymous.
  // No serverURL: it would make every upload URL absolute to the CMS, which the storefront serves
  // under its own origin instead (docs/decisions/0020). No CORS: no browser calls the CMS from
  // elsewhere; the storefront's server calls it server to server.
  csrf: [env.CMS_PUBLIC_URL],
  db: postgresAdapter({
    pool: { connectionString: env.DATABASE_URL, connectionTimeoutMillis: 10_000 },
    // Schema changes only through committed migrations, never a push (push prompts and can drop data).
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  // The storefront imports payload-types.ts without depending on payload, so the module
  // augmentation lives in payload-types.augment.d.ts instead of the generated file.
  // Payload regenerates them at every start outside production, in a child process that loads the
  // whole config again (ten seconds of CPU): only the dev server does (Next sets NODE_ENV there), not
  // each migration, seed or test run; the test suite's drift check catches types left behind.
  typescript: {
    outputFile: path.resolve(dirname, 'payload-types.ts'),
    declare: false,
    autoGenerate: process.env.NODE_ENV === 'development',
  },
  // Mail goes out from the jobs queue (requests/mail/statusMailTask), never inside a request.
  email: env.SMTP_HOST
    ? nodemailerAdapter({
        defaultFromAddress: env.MAIL_FROM_ADDRESS,
        defaultFromName: env.MAIL_FROM_NAME,
        // A mail server that is down at boot must not stop the CMS: the queue retries later.
        skipVerify: true,
        transportOptions: {
          host: env.SMTP_HOST,
          port: env.SMTP_PORT,
          secure: env.SMTP_SECURE,
          // A send ends within about a minute whatever the server does, so a job still marked
          // processing after jobs/staleJobs' STALE_AFTER_MS has nobody sending it.
          connectionTimeout: 15_000,
          greetingTimeout: 15_000,
          socketTimeout: 30_000,
          ...(env.SMTP_USER && { auth: { user: env.SMTP_USER, pass: env.SMTP_PASSWORD } }),
        },
      })
    : undefined,
  jobs: {
    tasks: [
      statusMailTask,
      messageMailTask,
      noticeReportTask,
      announcementSendTask,
      announcementReportTask,
      serviceProgramNotifyTask,
      accessReviewTask,
      retentionTask,
      lockExpiryTask,
    ],
    // Jobs of one key (a request's mails) run one at a time, in the order they were queued.
    enableConcurrencyControl: true,
    // Every second in the CMS server itself (a long-running Node process, not serverless): a
    // request's mails go one after another, so a customer hears of each step within seconds.
    // The `daily` queue holds the scheduled checks (their `schedule`); looked at once a minute.
    // Announcements have their own, so a long send never holds the notices back (sendTask).
    autoRun: [
      { cron: '* * * * * *', limit: 20, queue: 'default' },
      { cron: '* * * * * *', limit: 2, queue: ANNOUNCEMENT_QUEUE },
      { cron: '0 * * * * *', limit: 5, queue: 'daily' },
    ],
    shouldAutoRun: () => env.JOBS_AUTORUN,
    // Payload's default lets any signed-in account, consumers included, run the queue over the API.
    access: { run: ({ req }) => hasRole(req.user, 'admin'), cancel: ({ req }) => hasRole(req.user, 'admin') },
  },
  // A job a killed CMS left marked processing would block its record's later mails for good.
  onInit: sweepStaleJobs,
  telemetry: false,
})

export default koreanAdmin(inputGuardsOnPayloadCollections(closedJobStats(staffOnlyPreferences(staffOnlyDocumentLocks(config)))))
