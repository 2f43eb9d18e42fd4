import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

describe('csv', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvRow(['01/02/2024', '12,50', 'Affitto; ufficio', 'Il "capo"', null])).toBe('01/02/2024;12,50;"Affitto; ufficio";"Il ""capo""";\r\n');
    expect(csvCell('riga\nnuova')).toBe('"riga\nnuova"');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('-5')).toBe("'-5");
  });
});
