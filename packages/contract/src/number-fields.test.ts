import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './common';
import { productFieldsSchema, productUpdateSchema } from './products';

const valid = { name: 'Cà chua', description: 'Hộp 500 g', price: '45000', salePrice: '', stock: '10', category: 'c1' };
const NOT_DECIMAL = [
  '0x10',
  '1e3',
  ' 12',
  '12 ',
  '12.0',
  '+5',
  '1_000',
  '1,000',
  '١٢',
  '１２',
  'Infinity',
  'NaN',
  '0b1',
  '12abc',
];

describe('admin price and stock fields', () => {
  it.each(['price', 'salePrice', 'stock', 'maxPerOrder'] as const)(
    '%s: refuses text that is not plain decimal digits',
    (field) => {
      for (const text of NOT_DECIMAL) {
        const result = productFieldsSchema.safeParse({ ...valid, [field]: text });
        expect(result.success, `${field} = ${JSON.stringify(text)}`).toBe(false);
        expect(toFieldErrors(result.error?.issues ?? [], 'en')).toEqual([
          { field, message: 'Enter a whole number using the digits 0-9 only' },
        ]);
      }
    },
  );

  it('says it in Vietnamese too', () => {
    const result = productFieldsSchema.safeParse({ ...valid, stock: '1e3' });
    expect(toFieldErrors(result.error?.issues ?? [], 'vi')).toEqual([
      { field: 'stock', message: 'Chỉ nhập số nguyên bằng các chữ số 0-9' },
    ]);
  });

  it('reads plain digits, leading zeros included, and keeps the range messages for negatives', () => {
    expect(productFieldsSchema.parse({ ...valid, price: '045000', salePrice: '40000', stock: '0' })).toMatchObject({
      price: 45_000,
      salePrice: 40_000,
      stock: 0,
    });
    const negative = productFieldsSchema.safeParse({ ...valid, stock: '-1' });
    expect(negative.error?.issues).toEqual([expect.objectContaining({ path: ['stock'], message: 'tooSmall' })]);
  });

  it('takes JSON numbers as numbers and still refuses fractions', () => {
    expect(productUpdateSchema.parse({ price: 32_000, stock: 7 })).toEqual({ price: 32_000, stock: 7 });
    expect(productUpdateSchema.safeParse({ stock: 7.5 }).error?.issues).toEqual([
      expect.objectContaining({ path: ['stock'] }),
    ]);
  });

  it('reads expectedStock by the same rule', () => {
    expect(productUpdateSchema.parse({ stock: '7', expectedStock: '10' })).toEqual({ stock: 7, expectedStock: 10 });
    expect(productUpdateSchema.safeParse({ stock: '7', expectedStock: '0x0A' }).success).toBe(false);
  });
});
