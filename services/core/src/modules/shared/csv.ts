/**
 * CSV for spreadsheets (RFC 4180, CRLF rows). Every cell is quoted: a spreadsheet that splits on
 * `;` (common where the decimal separator is a comma, e.g. French Canada) or on tabs still reads
 * `x;=HYPERLINK(...)` as one text cell. A cell that starts with `= + - @`, tab, carriage return or
 * NUL is also prefixed with `'`, so Excel, LibreOffice and Sheets show it as text instead of
 * evaluating it as a formula (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r\0]/;

export type CsvValue = string | number | boolean | Date | null | undefined;

export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A header row then one row per record; starts with a UTF-8 BOM so Excel reads accents right. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
