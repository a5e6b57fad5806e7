/**
 * Known ways to make a "same-site path" leave the site (open-redirect bypasses), as they would
 * arrive in a query string once decoded. Every one must end on this site: the unit test of
 * safeRedirectTarget and the e2e journey (e2e/open-redirect.spec.ts, through /login and
 * /api/preview) try them all.
 */
export const bypasses: readonly string[] = [
  // Protocol-relative and friends
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '//evil.example/%2f..',
  '//evil.example@storefront.test',
  // Browsers strip tabs and newlines inside URLs
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0d/evil.example',
  '/%0D%0A/evil.example',
  // Percent-encoded slashes and backslashes, once or twice
  '%2f%2fevil.example',
  '/%2f/evil.example',
  '/%2F%2Fevil.example',
  '/%5cevil.example',
  '/%5C%5Cevil.example',
  '%5c%5cevil.example',
  '/%252f%252fevil.example',
  '/%25252f%25252fevil.example',
  // Schemes
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'javascript%3aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https://evil.example',
  'http://evil.example',
  'https:evil.example',
  'https:/evil.example',
  'https:\\\\evil.example',
  'ftp://evil.example',
  // Leading spaces and control characters, which URL parsers trim
  ' //evil.example',
  '  /\\evil.example',
  '\t//evil.example',
  '\u0000//evil.example',
  '\u001f//evil.example',
  '\u00a0//evil.example',
  '\ufeff//evil.example',
  // Unicode slashes and backslashes
  '/\uff0f/evil.example',
  '/\u2215/evil.example',
  '/\u2044/evil.example',
  '/\u29f8/evil.example',
  '/\uff3c/evil.example',
  '/\ufe68/evil.example',
  '/%EF%BC%8F/evil.example',
  '/%E2%88%95/evil.example',
  '\uff0f\uff0fevil.example',
  // Dot segments that collapse into `//`
  '/..//evil.example',
  '/.//evil.example',
  '/./..//evil.example',
  '/%2e%2e//evil.example',
  '/user/..//evil.example',
  '/user\\..\\..\\evil.example',
  // Host-looking paths and user info
  'evil.example',
  '@evil.example',
  '/@evil.example',
]
