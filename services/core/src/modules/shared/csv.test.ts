import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1 807 555 0100', `"'+1 807 555 0100"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['\0x', `"'\0x"`],
    ['\rx', `"'\rx"`],
  ])('escapes a cell starting with a formula character: %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('quotes every cell, so a spreadsheet splitting on ";" or tabs keeps a formula inside one text cell', () => {
    expect(csvCell('x;=HYPERLINK("http://evil.example","x")')).toBe(`"x;=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvCell('a\t=1+1')).toBe('"a\t=1+1"');
    expect(csvCell('Jane Doe')).toBe('"Jane Doe"');
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell('Thunder Bay, ON')).toBe('"Thunder Bay, ON"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
  });

  it('writes empty cells for null and undefined, ISO dates and plain numbers', () => {
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(new Date('2026-01-02T03:04:05Z'))).toBe('"2026-01-02T03:04:05.000Z"');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(-1)).toBe(`"'-1"`);
  });
});

describe('toCsv', () => {
  it('writes a BOM, a header and CRLF-terminated rows', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['1', '=2'],
          ['x,y', null],
        ],
      ),
    ).toBe(`\uFEFF"a","b"\r\n"1","'=2"\r\n"x,y",""\r\n`);
  });

  it('splitting each line on ";" (outside quotes, as spreadsheets do) never yields a cell that starts a formula', () => {
    const csv = toCsv(['Name', 'Subject'], [['x;=HYPERLINK("http://e.example")', '+cmd|x;@SUM(1)']]);
    for (const line of csv.replace('\uFEFF', '').split('\r\n').filter(Boolean)) {
      const cells = line.match(/"(?:[^"]|"")*"/g) ?? [];
      expect(cells.join(',')).toBe(line);
      for (const cell of cells) expect(cell.slice(1, -1).replace(/""/g, '"')).not.toMatch(/^[=+\-@\t\r]/);
    }
  });
});
