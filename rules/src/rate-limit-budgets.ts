// Every rate limit of both servers, in one place: what it counts, how many in what window, and
// why that number (docs/decisions/0080). docs/product.md#rate-limits shows this table, and
// rate-limit-budgets.test.ts fails when the two differ. Numbers only: the limiters themselves are
// in rate-limits.server.ts and in the features that count.
//
// The rule behind the numbers: one address may be a shop's Wi-Fi or a carrier's NAT with a
// hundred honest customers behind it in an hour, so the per-address limits are coarse ceilings
// against floods; the fine limits count what one person holds (an account, a session, an e-mail
// address, a serial).

interface Budget {
  /** Attempts allowed in the window. */
  points: number
  /** The window in seconds (fixed, from the first attempt). */
  duration: number
  /** Whose attempts count together, as the table says it. */
  counts: string
  /** Why this number: one sentence for the table. */
  why: string
  /** The number as the table shows it, when it is no count of attempts. */
  shown?: string
}

const MINUTE = 60
const HOUR = 60 * MINUTE

export const RATE_LIMITS = {
  /** Password sign-ins asked before the SDK's call; a success gives its try back (features/auth). */
  signIn: {
    perAddress: {
      points: 200,
      duration: 15 * MINUTE,
      counts: 'address',
      why: 'Only failures stay counted: a hundred customers at one counter each mistyping twice in a quarter hour still fit.',
    },
    perAddressAndEmail: {
      points: 5,
      duration: 15 * MINUTE,
      counts: 'address and e-mail',
      why: 'Guessing one account’s password; counted with the address, so nobody elsewhere can lock the customer out.',
    },
  },
  /** Sign-ups asked before the SDK creates the account. */
  register: {
    perAddress: {
      points: 300,
      duration: HOUR,
      counts: 'address',
      why: 'A hundred sign-ups an hour behind one shop’s Wi-Fi or carrier NAT, three tries each (a taken e-mail, a weak password).',
    },
    perAddressAndEmail: {
      points: 5,
      duration: HOUR,
      counts: 'address and e-mail',
      why: 'Before an account exists its e-mail names the attempt: a person needs a few tries, more is a script hammering one e-mail.',
    },
  },
  /** The reset mail and setting the new password. */
  reset: {
    perAddress: {
      points: 200,
      duration: 15 * MINUTE,
      counts: 'address',
      why: 'A hundred customers at one counter each asking for a mail twice; beyond that a flood of mails.',
    },
    perAddressAndEmail: {
      points: 5,
      duration: 15 * MINUTE,
      counts: 'address and e-mail',
      why: 'Mail after mail to one inbox is a nuisance, not a forgotten password.',
    },
  },
  /** Every consumer write the storefront sends to the CMS (features/security/write-limit.server.ts). */
  storefrontWrites: {
    perAddress: {
      points: 1000,
      duration: 10 * MINUTE,
      counts: 'address',
      why: 'A visit of sign-up, 본인인증, registration and an A/S request is five writes: a hundred visits in one window twice over.',
    },
    perAccount: {
      points: 30,
      duration: 10 * MINUTE,
      counts: 'account (Firebase uid)',
      why: 'Six times what one customer’s whole visit writes, over all their sessions: past it, a script.',
    },
    perSession: {
      points: 20,
      duration: 10 * MINUTE,
      counts: 'session (the session cookie)',
      why: 'One browser’s share, below the account’s: a script holding one cookie is refused before it spends the account’s other devices’ budget.',
    },
  },
  /** Every REST or GraphQL write of a customer at the CMS (cms/src/hooks/limitConsumerWrites.ts). */
  cmsWrites: {
    perAddress: {
      points: 3000,
      duration: 10 * MINUTE,
      counts: 'address',
      why: 'The storefront’s ceiling three times: a form post is one write here, or up to six with photos.',
    },
    perCustomer: {
      points: 90,
      duration: 10 * MINUTE,
      counts: 'account (customer)',
      why: 'The storefront’s account budget three times, for the same reason.',
    },
    uploadBytesPerDay: {
      points: 200 * 1024 * 1024,
      duration: 24 * HOUR,
      counts: 'account (customer): bytes uploaded',
      shown: '200 MB',
      why: 'Five photos of 10 MB on a few requests a day, not a disk.',
    },
  },
  /** The genuineness check, open to visitors before they sign in (cms/src/collections/Serials/check). */
  serialCheck: {
    perAddress: {
      points: 300,
      duration: 15 * MINUTE,
      counts: 'address',
      why: 'A hundred customers checking in one quarter hour, three labels each (a typo, a second device); it bounds walking the registry.',
    },
    perSerial: {
      points: 10,
      duration: 15 * MINUTE,
      counts: 'serial (well-formed)',
      why: 'Guessing one label’s code, from however many addresses.',
    },
  },
  /** The warranty check by certificate code at /device/verify (cms/src/collections/Devices/warranty). */
  warrantyCheck: {
    perAddress: {
      points: 300,
      duration: 15 * MINUTE,
      counts: 'address',
      why: 'A shop checking second-hand units and its customers their own; the codes are too long to guess within it.',
    },
  },
  /** Receiving a handed-on device by its code (cms/src/collections/Devices/transfer). */
  transferAccept: {
    perAddress: {
      points: 100,
      duration: 15 * MINUTE,
      counts: 'address',
      why: 'Many recipients behind one address; a ceiling on guessing codes from it.',
    },
    perCustomer: {
      points: 10,
      duration: 15 * MINUTE,
      counts: 'account (customer)',
      why: 'A recipient types one code, perhaps a few times: more is guessing.',
    },
  },
  /** Answering an estimate by the link in its mail (cms/src/collections/ServiceRequests/estimate). */
  estimateLink: {
    perAddress: {
      points: 300,
      duration: 15 * MINUTE,
      counts: 'address',
      why: 'A hundred customers opening and answering their estimate from one address; the link’s token is too long to guess.',
    },
  },
  /** Web-vitals reports of the storefront's pages (web/src/features/web-vitals). */
  webVitals: {
    perAddress: {
      points: 600,
      duration: MINUTE,
      counts: 'address',
      why: 'A hundred browsing customers, a report each every ten seconds; more is no visitor.',
    },
  },
  /** Pages the storefront renders because no cache holds them (web/src/features/http/render-budget.server.ts). */
  pageRenders: {
    perAddress: {
      points: 20,
      duration: 10,
      counts: 'address (IPv6: its /64)',
      shown: '20 at once, then 2 a second',
      why: 'A page from the render cache never counts; a family opening a shared link on five phones, then a new search every half second kept up, fit. A token bucket in each process’s memory, not in PostgreSQL (decision 0078).',
    },
  },
} as const satisfies Record<string, Record<string, Budget>>

/** `{ points, duration }` alone, as the limiters take it. */
export const limitOf = ({ points, duration }: Budget) => ({ points, duration })

const window = (seconds: number) =>
  seconds === 24 * HOUR ? '1 day' : seconds === HOUR ? '1 hour' : seconds < MINUTE ? `${seconds} s (refilled)` : `${seconds / MINUTE} min`

const LABELS: Record<keyof typeof RATE_LIMITS, string> = {
  signIn: 'password sign-in',
  register: 'sign-up',
  reset: 'reset mail, new password',
  storefrontWrites: 'consumer writes (storefront)',
  cmsWrites: 'consumer writes (CMS)',
  serialCheck: 'genuineness check',
  warrantyCheck: 'warranty check',
  transferAccept: 'receiving a device by code',
  estimateLink: 'estimate by link',
  webVitals: 'web-vitals reports',
  pageRenders: 'uncached page renders (storefront)',
}

/** The table of docs/product.md#rate-limits, as Markdown. */
export function rateLimitTable(): string {
  const rows = Object.entries(RATE_LIMITS).flatMap(([name, budgets]) =>
    Object.values(budgets as Record<string, Budget>).map(
      (budget) =>
        `| ${LABELS[name as keyof typeof RATE_LIMITS]} | ${budget.counts} | ${budget.shown ?? budget.points.toLocaleString('en')} | ${window(budget.duration)} | ${budget.why} |`,
    ),
  )
  return ['| limit | counts | number | window | why |', '|---|---|---|---|---|', ...rows].join('\n')
}
