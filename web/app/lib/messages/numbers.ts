// Whole numbers as en-US writes them ("12,345"), without Intl. A page's first Intl number format
// loads ICU's locale data: ~12 ms in Node and, on a phone, a slice of the main thread's work while the
// page hydrates (a list page formats dozens of counts). Every count the site shows is whole.

/** 12345 → "12,345"; a fraction is rounded first. */
export function groupThousands(value: number): string {
  const magnitude = Math.round(Math.abs(value));
  if (!Number.isSafeInteger(magnitude)) return value.toLocaleString("en-US", { maximumFractionDigits: 0 });
  const digits = magnitude.toString().replace(/\B(?=(\d{3})+$)/g, ",");
  return value < 0 && magnitude > 0 ? `-${digits}` : digits;
}
