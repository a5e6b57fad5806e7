// `localhost` resolved as the system's own name table says, never by asking a DNS server.
//
// Playwright's HTTP client (the `request` fixture, APIRequestContext) looks up a host's IPv4 and
// IPv6 addresses separately. A hosts file that names localhost for IPv4 only (Debian's as this
// machine has it) sends every IPv6 lookup on to the DNS server, once per new connection, and a
// resolver that drops queries when asked often makes that lookup wait 5, 10 or 15 s. Measured:
// 633 requests a minute on fresh connections, 216 of them over a second, with no server involved;
// the fuzz's calls timed out four at a time, at the same instant, on every kind of input. Here
// localhost is what the name table gives (RFC 6761 §6.3 makes it loopback; browsers never ask DNS
// for it): 147,464 requests a minute, none over a second. Loaded by playwright.config.ts, so in
// every process that runs a test.
import dns from 'node:dns'

type Lookup = typeof dns.promises.lookup
const systemLookup: Lookup = dns.promises.lookup.bind(dns.promises)

const lookup = async (hostname: string, options?: dns.LookupAllOptions | dns.LookupOneOptions | number) => {
  if (hostname !== 'localhost' || typeof options !== 'object' || (options.family !== 4 && options.family !== 6))
    return systemLookup(hostname, options as dns.LookupOptions)
  // Without a family the name table answers alone (getaddrinfo stops at the hosts file).
  const found = (await systemLookup(hostname, { all: true })).filter((address) => address.family === options.family)
  if (!found.length) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname })
  return options.all ? found : found[0]!
}

dns.promises.lookup = lookup as Lookup
