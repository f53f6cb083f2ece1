import { csvCell, csvLine } from './csv-stream';

describe('csvCell', () => {
  it.each([
    ['plain text', 'Amina Yusuf', 'Amina Yusuf'],
    ['Arabic', 'آمنة يوسف', 'آمنة يوسف'],
    ['a comma', 'Bradford, UK', '"Bradford, UK"'],
    ['a quote', 'the "best"', '"the ""best"""'],
    ['a line break', 'one\ntwo', '"one\ntwo"'],
    ['a formula', '=1+1', "'=1+1"],
    ['a formula with a comma', '=SUM(A1,A2)', `"'=SUM(A1,A2)"`],
    ['a plus', '+44 20', "'+44 20"],
    ['a minus', '-5', "'-5"],
    ['an at sign', '@cmd', "'@cmd"],
    ['a leading tab', '\tx', "'\tx"],
  ])('writes %s safely', (_label, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes numbers, booleans, times and nothing as themselves', () => {
    expect(csvLine([-5, true, new Date('2026-11-24T10:00:00Z'), null, undefined])).toBe('-5,true,2026-11-24T10:00:00.000Z,,\r\n');
  });
});
