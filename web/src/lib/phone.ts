/** `tel:` link for a displayed North American number ("1-888-555-0137" -> "tel:+18885550137"). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
