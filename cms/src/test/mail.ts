// The mail catcher the suite starts (stand-ins/mail): what reached an address, oldest first.
export type CaughtMail = { to: string[]; fromName?: string; subject: string; text: string; html: string }

export const mailsTo = async (address: string): Promise<CaughtMail[]> =>
  (await fetch(`${process.env.MAIL_CATCHER_URL}/messages?to=${encodeURIComponent(address)}`)).json()
