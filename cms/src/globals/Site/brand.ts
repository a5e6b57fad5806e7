/** The brand the site goes by until its settings say otherwise: the seed's, and the mails' fallback. */
export const DEFAULT_BRAND_NAME = 'VAPORE'
