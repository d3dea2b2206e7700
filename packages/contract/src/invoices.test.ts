import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  invoiceBuyerProblems,
  invoiceBuyerSchema,
  isValidTaxCode,
  normalisedInvoiceBuyer,
  taxCodeCheckDigit,
  taxCodeProblem,
} from './invoices';

/** Tax codes as the companies print them on their invoices and the national business registry shows them. */
const PUBLISHED = {
  vinamilk: '0300588569',
  viettel: '0100109106',
  fpt: '0101248141',
  vietcombank: '0100112437',
  vingroup: '0101245486',
};

const nineDigits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 9, maxLength: 9 });

describe('taxCodeProblem', () => {
  it("accepts well-known companies' published tax codes", () => {
    for (const code of Object.values(PUBLISHED)) expect(taxCodeProblem(code), code).toBeNull();
  });

  it('accepts a branch: the 10 digits, a hyphen and 3 digits, ignoring spaces around', () => {
    expect(taxCodeProblem(`${PUBLISHED.viettel}-001`)).toBeNull();
    expect(taxCodeProblem(` ${PUBLISHED.fpt}-012 `)).toBeNull();
  });

  it('refuses a wrong check digit with its own reason', () => {
    expect(taxCodeProblem('0300588568')).toBe('taxCodeCheckDigit');
    expect(taxCodeProblem('0100109107-001')).toBe('taxCodeCheckDigit');
  });

  it('refuses what is not 10 digits or 10-3 as a format problem', () => {
    for (const raw of [
      '',
      '030058856',
      '03005885690',
      '0300588569-01',
      '0300588569-0001',
      '030058856a',
      '0300 588569',
      '0300588569_001',
      '0300588569-000',
      '０３００５８８５６９',
    ]) {
      expect(taxCodeProblem(raw), raw).toBe('invalidTaxCode');
    }
  });

  it('has no valid code for a base whose remainder would need a check digit of 10', () => {
    // 0,0,0,0,0,0,0,0,0 sums to 0: 10 − 0 is not a digit.
    expect(taxCodeCheckDigit('000000000')).toBeNull();
    for (let last = 0; last <= 9; last++) expect(isValidTaxCode(`000000000${last}`)).toBe(false);
  });

  it('accepts exactly one last digit for every base that has one', () => {
    fc.assert(
      fc.property(nineDigits, (base) => {
        const valid = [...'0123456789'].filter((last) => isValidTaxCode(base + last));
        const digit = taxCodeCheckDigit(base);
        expect(valid).toEqual(digit === null ? [] : [String(digit)]);
      }),
    );
  });

  it('catches every single mistyped digit of a valid code', () => {
    fc.assert(
      fc.property(
        nineDigits.filter((base) => taxCodeCheckDigit(base) !== null),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (base, position, shift) => {
          const code = base + String(taxCodeCheckDigit(base));
          const typo =
            code.slice(0, position) + String((Number(code[position]) + shift) % 10) + code.slice(position + 1);
          expect(isValidTaxCode(typo)).toBe(false);
        },
      ),
    );
  });
});

describe('the checkout invoice buyer', () => {
  const company = {
    buyer: 'company' as const,
    name: 'Công ty TNHH Rau Sạch',
    address: '1 Lê Lợi, Quận 1',
    email: 'ketoan@rau.vn',
  };

  it('needs a valid tax code for a company, with the reason', () => {
    expect(invoiceBuyerProblems(invoiceBuyerSchema.parse(company))).toEqual([
      { field: 'taxCode', key: 'taxCodeRequired' },
    ]);
    expect(invoiceBuyerProblems({ ...company, taxCode: '0300588568' })).toEqual([
      { field: 'taxCode', key: 'taxCodeCheckDigit' },
    ]);
    expect(invoiceBuyerProblems({ ...company, taxCode: PUBLISHED.vinamilk })).toEqual([]);
  });

  it('asks no tax code of a person, and keeps none', () => {
    const person = { ...company, buyer: 'person' as const, taxCode: 'anything' };
    expect(invoiceBuyerProblems(person)).toEqual([]);
    expect(normalisedInvoiceBuyer(person)).not.toHaveProperty('taxCode');
  });

  it('refuses a buyer without a name, an address or a valid email', () => {
    expect(invoiceBuyerSchema.safeParse({ ...company, name: ' ' }).success).toBe(false);
    expect(invoiceBuyerSchema.safeParse({ ...company, address: '' }).success).toBe(false);
    expect(invoiceBuyerSchema.safeParse({ ...company, email: 'not-an-email' }).success).toBe(false);
    expect(invoiceBuyerSchema.safeParse({ ...company, buyer: 'household' }).success).toBe(false);
  });
});
