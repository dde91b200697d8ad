import { describe, expect, it } from 'vitest';
import { CONTACTS_CSV_HEADER, contactsCsv, telUrl, toCsv, whatsappUrl } from './contacts';

describe('contact links', () => {
  it('adds Brazil to local numbers and keeps numbers with a country code', () => {
    expect(whatsappUrl('(11) 98765-4321')).toBe('https://wa.me/5511987654321');
    expect(telUrl('5511987654321')).toBe('tel:+5511987654321');
  });
  it('has no link without a usable number', () => {
    expect(whatsappUrl(null)).toBeNull();
    expect(telUrl('123')).toBeNull();
  });
});

describe('CSV for pt-BR spreadsheets', () => {
  it('starts with the UTF-8 BOM, separates with ; and ends lines with CRLF', () => {
    const csv = toCsv(['a', 'b'], [['1', '2']]);
    expect(csv).toBe('\uFEFFa;b\r\n1;2\r\n');
  });
  it('quotes separators, quotes and line breaks', () => {
    expect(toCsv(['x'], [['João; "Zé"\nda feira']])).toBe('\uFEFFx\r\n"João; ""Zé""\nda feira"\r\n');
  });
  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(toCsv(['x'], [['=HYPERLINK("x")'], ['-1'], ['@SUM(A1)']])).toBe(
      '\uFEFFx\r\n"\'=HYPERLINK(""x"")"\r\n\'-1\r\n\'@SUM(A1)\r\n',
    );
  });
  it('writes contacts with São Paulo dates', () => {
    const csv = contactsCsv([
      {
        name: 'Ana Feirante',
        phone: '11987654321',
        email: null,
        reservationsCount: 2,
        redemptionsCount: 1,
        lastInteractionAt: '2026-03-02T02:30:00Z',
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      `\uFEFF${CONTACTS_CSV_HEADER.join(';')}`,
      'Ana Feirante;11987654321;;2;1;01/03/2026 23:30',
      '',
    ]);
  });
});
