import type { CollectionBeforeChangeHook } from 'payload'

/**
 * `activeSerial` is unique and holds the serial's id only while the registration is active, so
 * the database itself refuses a second active registration of a serial, however requests race.
 */
export const keepOneActivePerSerial: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const status = data.status ?? originalDoc?.status
  const serial = data.serial ?? originalDoc?.serial
  return { ...data, activeSerial: status === 'active' && serial ? String(serial) : null }
}
