/**
 * Announcements run on a queue of their own, their sends and their delivery reports: a send to
 * every consenting customer can take minutes, and a run of the default queue waits for its slowest
 * job before the next begins, so the customers' notices and mails would wait behind it.
 */
export const ANNOUNCEMENT_QUEUE = 'announcements'
