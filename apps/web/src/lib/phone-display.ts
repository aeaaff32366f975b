/**
 * A phone number as people read it: a North American number ("+19195550175", "+1 919-555-0175") as
 * "+1 (919) 555-0175"; any other number as it was written. The dialled form (`tel:`) is its digits.
 */
export function formatPhoneNumber(phone: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(telDigits(phone));
  return match ? `+1 (${match[1]}) ${match[2]}-${match[3]}` : phone;
}

/** What a `tel:` link dials: the digits and a leading plus. */
export function telDigits(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}
