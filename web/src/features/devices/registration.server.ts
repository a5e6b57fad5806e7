import { randomUUID } from 'node:crypto'
import { getCookie, setCookie } from '@tanstack/react-start/server'
import { isPurchaseChannel, purchaseDayProblem, receiptProblem } from '@storefront/rules/device-registration'
import { seoulDay } from '@storefront/rules/seoul-date'
import { isSerialFormat, normaliseAuthCode, normaliseSerial } from '@storefront/rules/serial'
import { serverEnv } from '~/env.server'
import { myCustomer } from '~/features/auth/consumer-cms.server'
import { readSessionUser, sessionCookieValue } from '~/features/auth/session.server'
import { sessionCookieOptions } from '~/features/auth/session-policy'
import { CmsError, cms } from '~/features/cms/cms-client.server'
import { getShopIndex } from '~/features/shops/shops.server'
import { mediaUrl } from '~/ui/rich-text/rich-text.server'
import { decodeKept, encodeKept, KEPT_COOKIE, KEPT_MAX_AGE_SECONDS } from './registration-cookie.server'
import { checkMessages, licenseFieldsByPath, type LicenseErrors, licenseMessages, unreadableReceipt } from './messages'
import type { CheckedProduct, KeptRegistration } from './types'
import { handleFormPost, readFieldsForm, refuseIfAny, seeOther, uploadAttachments } from '~/features/requests/form-post.server'
import { identityOf, isVerifiedAdult } from '~/features/identity/identity.server'

// The registration journey's server side (docs/product.md#genuine-device-registration): the genuineness check and the
// registration itself are plain form posts answered with 303 redirects, so they work before the
// page's JavaScript runs; the license form's script asks for JSON instead. Between them the
// customer verifies being an adult through PortOne (features/identity).

const keptOptions = () => ({ ...sessionCookieOptions(serverEnv()), maxAge: KEPT_MAX_AGE_SECONDS })

const readKept = (): KeptRegistration | null => decodeKept(getCookie(KEPT_COOKIE))

async function signedIn() {
  const user = await readSessionUser()
  const session = sessionCookieValue()
  return user && session ? { user, session } : null
}

interface CheckAnswer {
  result: string
  message?: string
  product?: { id: number; name: string; warrantyMonths: number; releasedOn: string | null; image: { url: string | null; alt: string } | null }
}

/** POST /api/devices/check: the genuineness check; on to sign-in with the serial kept, or back with the reason. */
export async function checkSerial(request: Request): Promise<Response> {
  const form = await readFieldsForm(request)
  const serialNumber = normaliseSerial(String(form?.get('serialNumber') ?? ''))
  const authCode = normaliseAuthCode(String(form?.get('authCode') ?? ''))
  const back = (reason: string) => seeOther(`/device/register?${new URLSearchParams({ serial: serialNumber.slice(0, 40), error: reason })}`)
  if (!isSerialFormat(serialNumber)) return back('bad-format')

  let answer: CheckAnswer
  try {
    // The CMS client signs the visitor's address: the check's limits count per visitor, not per storefront.
    answer = await cms().post<CheckAnswer>('/api/serials/check', { serialNumber, ...(authCode && { authCode }) })
  } catch (error) {
    // A code locked by wrong tries is an answer (`code-locked`); a 429 is only the checks' own limit.
    if (error instanceof CmsError && error.status === 429) return back('limited')
    console.error('[devices] serial check failed', error)
    return back('unavailable')
  }
  if (answer.result !== 'ok' || !answer.product) return back(answer.result in checkMessages ? answer.result : 'unknown')

  const { id, name, warrantyMonths, releasedOn, image } = answer.product
  const url = mediaUrl(image?.url)
  const product: CheckedProduct = {
    id,
    name,
    warrantyMonths,
    releasedOn: releasedOn?.slice(0, 10) ?? null,
    image: url ? { url, alt: image?.alt ?? name } : null,
  }
  setCookie(KEPT_COOKIE, encodeKept({ serialNumber, ...(authCode && { authCode }), product }), keptOptions())
  return seeOther('/device/register/auth')
}

/** What /device/register/auth needs: the kept serial, whether the visitor is signed in and verified adult, and the SDK's address. */
export async function readAuthStep() {
  // Only what the page shows goes to the browser: not the kept code, not the customer record.
  const { kept: _kept, customer, ...step } = await keptAndCustomer()
  return { ...step, signedIn: Boolean(customer), identity: identityOf(customer) }
}

/** What every step after the check shows: the kept serial and product, and whether the visitor verified being an adult. */
async function keptAndCustomer() {
  const kept = readKept()
  const current = await signedIn()
  const customer = current ? await myCustomer(current.session) : null
  return {
    kept,
    customer,
    product: kept?.product ?? null,
    serialNumber: kept?.serialNumber ?? null,
    adultVerified: isVerifiedAdult(customer),
  }
}

/** Shops to choose from as where it was bought: the shop finder's, direct stores and partners. */
async function purchaseShops() {
  const { shops } = await getShopIndex()
  return shops.filter(({ view }) => view.kind !== 'service-center').map(({ view }) => ({ id: view.id, name: view.name, district: view.district }))
}

/** What /device/register/license needs; a fresh idempotency key for this one form. */
export async function readLicenseStep() {
  // Only what the page shows goes to the browser: not the kept code, not the customer record.
  const { kept, customer: _customer, ...step } = await keptAndCustomer()
  return {
    ...step,
    today: seoulDay(new Date()),
    shops: kept ? await purchaseShops() : [],
    idempotencyKey: randomUUID(),
  }
}

type Fields = { purchaseDay: string; channel: string; shop: number | null; place: string; receipt: File | null }

function validateLicense(form: FormData, kept: KeptRegistration): { errors: LicenseErrors; fields: Fields } {
  const errors: LicenseErrors = {}
  if (form.get('termsAccepted') !== 'on') errors.termsAccepted = licenseMessages.termsAccepted
  if (form.get('privacyAccepted') !== 'on') errors.privacyAccepted = licenseMessages.privacyAccepted
  const purchaseDay = String(form.get('purchaseDate') ?? '').trim()
  const dayProblem = purchaseDayProblem(purchaseDay, kept.product.releasedOn)
  if (dayProblem) errors.purchaseDate = dayProblem
  const channel = String(form.get('purchaseChannel') ?? '')
  if (!isPurchaseChannel(channel)) errors.purchaseChannel = licenseMessages.purchaseChannel
  const shop = Number(form.get('purchaseShop')) || null
  if (channel === 'shop' && !shop) errors.purchaseShop = licenseMessages.purchaseShop
  const place = String(form.get('purchasePlace') ?? '')
    .trim()
    .slice(0, 100)
  if (channel === 'other' && !place) errors.purchasePlace = licenseMessages.purchasePlace
  const file = form.get('receipt')
  const receipt = file instanceof File && file.size > 0 ? file : null
  const fileProblem = receipt && receiptProblem(receipt)
  if (fileProblem) errors.receipt = fileProblem
  return { errors, fields: { purchaseDay, channel, shop, place, receipt } }
}

const EXPIRED = { status: 409, location: '/device/register?error=expired' }

/**
 * POST /api/devices/register: one registration from the license form. The form's idempotency key
 * goes with the create, so a double click or a retried request finds the device the first made.
 */
export const submitRegistration = (request: Request) =>
  handleFormPost<LicenseErrors>(request, {
    name: 'devices',
    formPath: () => '/device/register/license',
    failed: licenseMessages.form,
    tooLarge: { receipt: licenseMessages.receipt },
    fieldsByPath: licenseFieldsByPath,
    // Registered meanwhile, by someone else or by a first click.
    elsewhere: (status) => {
      const serialNumber = readKept()?.serialNumber
      return status === 409 && serialNumber ? `/device/register?${new URLSearchParams({ serial: serialNumber, error: 'registered' })}` : undefined
    },
    // The checked serial expired or was never there: start again, without reading the form.
    before: () => (readKept() ? undefined : EXPIRED),
    submit: async (form, { key, consumer }) => {
      const kept = readKept()
      if (!kept) return EXPIRED
      const { errors, fields } = validateLicense(form, kept)
      refuseIfAny(errors)
      const [receipt = null] = fields.receipt ? await uploadAttachments(consumer, [fields.receipt], 'receipt', key, { receipt: unreadableReceipt }) : []
      const device = await consumer.create(
        'devices',
        {
          serialNumber: kept.serialNumber,
          ...(kept.authCode && { authCode: kept.authCode }),
          // Noon in Seoul: the day the consumer chose, whatever the time zones on the way.
          purchaseDate: new Date(`${fields.purchaseDay}T12:00:00+09:00`).toISOString(),
          purchaseChannel: fields.channel as 'shop' | 'marketplace' | 'other',
          purchaseShop: fields.channel === 'shop' ? fields.shop : null,
          purchasePlace: fields.channel === 'other' ? fields.place : undefined,
          receipt,
        },
        { depth: 0 },
        { idempotencyKey: key },
      )
      // The kept serial stays until it expires: a second click arriving after the first finished
      // carries the same key and must land on the same device, not on "start again".
      return { location: `/device/register/complete?device=${device.id}` }
    },
  })
