import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './common';
import {
  DEFAULT_UNIT,
  productFieldsSchema,
  productSchema,
  productUnitSchema,
  productUpdateSchema,
  type Product,
} from './products';

const form = { name: 'Cà chua bi', description: 'Hộp 500 g', price: '39000', stock: '10', category: 'c1' };

const product: Product = {
  _id: 'p1',
  name: 'Cà chua bi hữu cơ',
  nameEn: 'Organic cherry tomatoes',
  description: 'Hộp 500 g',
  price: 45_000,
  salePrice: 39_000,
  unit: { kind: 'piece', label: 'hộp 500 g', labelEn: 'box of 500 g' },
  stock: 10,
  stockGrams: null,
  maxPerOrder: null,
  category: { _id: 'c1', name: 'Rau ăn quả' },
  imageUrl: '/uploads/p1.webp',
  avgRating: 4.5,
  createdAt: '2026-11-23T00:00:00.000Z',
};

describe('Product nameEn and unit', () => {
  it('are part of every product on the wire', () => {
    expect(productSchema.parse(product)).toEqual(product);
    const { nameEn: _, ...withoutNameEn } = product;
    expect(productSchema.safeParse(withoutNameEn).success).toBe(false);
    const { unit: __, ...withoutUnit } = product;
    expect(productSchema.safeParse(withoutUnit).success).toBe(false);
  });

  it('keep the unit open for selling by weight, as the contract writes it', () => {
    const weight = { kind: 'weight', label: '250 g', labelEn: '250 g', stepGrams: 250, pricePerKg: 140_000 };
    expect(productUnitSchema.parse(weight)).toEqual(weight);
    expect(productUnitSchema.safeParse({ ...weight, kind: 'litre' }).success).toBe(false);
  });

  it('default to a piece called "phần" / "portion"', () => {
    expect(productUnitSchema.parse(DEFAULT_UNIT)).toEqual({ kind: 'piece', label: 'phần', labelEn: 'portion' });
  });
});

describe('the product form: nameEn, unitKind, unitLabel, unitLabelEn', () => {
  it('may leave them out (an older client), adding none', () => {
    const parsed = productFieldsSchema.parse(form);
    // Left out, the sale price and the per-order limit are none (null).
    expect(Object.keys(parsed).sort()).toEqual([
      'category',
      'description',
      'maxPerOrder',
      'name',
      'price',
      'salePrice',
      'stock',
    ]);
  });

  it('trims them, and reads a blank English name or label as none', () => {
    expect(
      productFieldsSchema.parse({
        ...form,
        nameEn: ' Cherry tomatoes ',
        unitKind: 'piece',
        unitLabel: ' hộp 500 g ',
        unitLabelEn: ' box of 500 g ',
      }),
    ).toMatchObject({
      nameEn: 'Cherry tomatoes',
      unitKind: 'piece',
      unitLabel: 'hộp 500 g',
      unitLabelEn: 'box of 500 g',
    });
    expect(productFieldsSchema.parse({ ...form, nameEn: '  ', unitLabelEn: '' })).toMatchObject({
      nameEn: null,
      unitLabelEn: null,
    });
    expect(productFieldsSchema.parse({ ...form, nameEn: null, unitLabelEn: null })).toMatchObject({
      nameEn: null,
      unitLabelEn: null,
    });
  });

  it('refuses a blank label, over-long texts, an unknown kind and hidden characters, in both languages', () => {
    const result = productFieldsSchema.safeParse({
      ...form,
      nameEn: 'n'.repeat(101),
      unitKind: 'crate',
      unitLabel: ' ',
      unitLabelEn: 'box\u200Bof 500 g',
    });
    const issues = result.error?.issues ?? [];
    expect(toFieldErrors(issues, 'en')).toEqual([
      { field: 'nameEn', message: 'Must be at most 100 characters' },
      { field: 'unitKind', message: 'Invalid option' },
      { field: 'unitLabel', message: 'This field is required' },
      { field: 'unitLabelEn', message: 'Must not contain invisible or text-direction characters' },
    ]);
    expect(toFieldErrors(issues, 'vi')[0]).toEqual({ field: 'nameEn', message: 'Tối đa 100 ký tự' });
    const long = productFieldsSchema.safeParse({ ...form, unitLabel: 'h'.repeat(31), unitLabelEn: 'b'.repeat(31) });
    expect(toFieldErrors(long.error?.issues ?? [], 'en')).toEqual([
      { field: 'unitLabel', message: 'Must be at most 30 characters' },
      { field: 'unitLabelEn', message: 'Must be at most 30 characters' },
    ]);
  });

  it('takes an update of the unit label alone', () => {
    expect(productUpdateSchema.parse({ unitLabel: 'bó' })).toEqual({ unitLabel: 'bó' });
  });
});

describe('the product form of a weight product: pricePerKg, salePricePerKg, stepGrams, minGrams', () => {
  const weightForm = {
    name: 'Cà chua',
    description: 'Cà chua Đà Lạt',
    stock: '20000',
    category: 'c1',
    unitKind: 'weight',
    unitLabel: 'kg',
    pricePerKg: '35000',
    stepGrams: '250',
  };

  it('reads them as numbers from multipart text, without a price, and blanks as none', () => {
    expect(productFieldsSchema.parse({ ...weightForm, salePricePerKg: '', minGrams: '' })).toMatchObject({
      unitKind: 'weight',
      pricePerKg: 35_000,
      stepGrams: 250,
      salePricePerKg: null,
      minGrams: null,
    });
    expect(productFieldsSchema.parse({ ...weightForm, salePricePerKg: '30000', minGrams: '500' })).toMatchObject({
      salePricePerKg: 30_000,
      minGrams: 500,
    });
  });

  it('needs a price per kg and a step for weight, and a price for pieces only', () => {
    const { pricePerKg: _, stepGrams: __, ...bare } = weightForm;
    const result = productFieldsSchema.safeParse(bare);
    expect(toFieldErrors(result.error?.issues ?? [], 'en')).toEqual([
      { field: 'pricePerKg', message: 'This field is required' },
      { field: 'stepGrams', message: 'This field is required' },
    ]);
    const { price: ___, ...pieceWithoutPrice } = form;
    expect(toFieldErrors(productFieldsSchema.safeParse(pieceWithoutPrice).error?.issues ?? [], 'en')).toEqual([
      { field: 'price', message: 'This field is required' },
    ]);
  });

  it('keeps the sale price per kg below the price per kg and the minimum at least a step, in both languages', () => {
    const result = productFieldsSchema.safeParse({ ...weightForm, salePricePerKg: '35000', minGrams: '200' });
    const issues = result.error?.issues ?? [];
    expect(toFieldErrors(issues, 'en')).toEqual([
      { field: 'salePricePerKg', message: 'Sale price per kg must be less than the price per kg' },
      { field: 'minGrams', message: 'The minimum weight must be at least one step' },
    ]);
    expect(toFieldErrors(issues, 'vi')).toEqual([
      { field: 'salePricePerKg', message: 'Giá khuyến mãi mỗi kg phải nhỏ hơn giá mỗi kg' },
      { field: 'minGrams', message: 'Khối lượng tối thiểu phải bằng ít nhất một bước cân' },
    ]);
  });

  it('holds the step to 50–5000 g, the minimum to 20 kg and the price per kg to whole digits', () => {
    const result = productFieldsSchema.safeParse({
      ...weightForm,
      stepGrams: '40',
      minGrams: '20001',
      pricePerKg: '35.000',
    });
    expect(toFieldErrors(result.error?.issues ?? [], 'en')).toEqual([
      { field: 'pricePerKg', message: 'Enter a whole number using the digits 0-9 only' },
      { field: 'stepGrams', message: 'Must be at least 50' },
      { field: 'minGrams', message: 'Must be at most 20000' },
    ]);
    expect(productFieldsSchema.safeParse({ ...weightForm, stepGrams: '5001' }).success).toBe(false);
  });

  it('checks on an update only what the fields sent show (the service checks the merged product)', () => {
    expect(productUpdateSchema.parse({ unitKind: 'weight' })).toEqual({ unitKind: 'weight' });
    expect(productUpdateSchema.parse({ minGrams: '500' })).toEqual({ minGrams: 500 });
    expect(productUpdateSchema.safeParse({ stepGrams: '500', minGrams: '250' }).success).toBe(false);
  });
});
