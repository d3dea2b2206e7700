import { describe, expect, it } from 'vitest';
import { registerSchema } from './auth';
import { addToCartSchema } from './cart';
import { PAGE_MAX, pageQuery, toFieldErrors } from './common';
import { translate } from './messages';
import { productFieldsSchema } from './products';
import { profileUpdateSchema } from './users';

const validProduct = {
  name: 'Cà chua bi hữu cơ',
  description: 'Hộp 500 g',
  price: '45000',
  salePrice: '',
  stock: '10',
  category: 'c1',
};

describe('registerSchema', () => {
  it('trims and lowercases the email and drops a smuggled role', () => {
    const parsed = registerSchema.parse({
      name: ' Lan ',
      email: '  Lan.Nguyen@Example.COM ',
      password: 'secret1',
      role: 'admin',
    });
    expect(parsed).toEqual({ name: 'Lan', email: 'lan.nguyen@example.com', password: 'secret1' });
    expect(parsed).not.toHaveProperty('role');
  });

  it('refuses a password shorter than 6 characters', () => {
    const result = registerSchema.safeParse({ name: 'Lan', email: 'lan@example.com', password: '12345' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['password'], message: 'passwordTooShort' }),
    ]);
  });

  it('refuses an invalid email', () => {
    expect(registerSchema.safeParse({ name: 'Lan', email: 'lan@', password: 'secret1' }).success).toBe(false);
  });
});

describe('profileUpdateSchema', () => {
  const profile = { name: 'Lan', email: 'lan@example.com', phone: '0901 234 567' };

  it('accepts an address of 200 characters and refuses 201', () => {
    expect(profileUpdateSchema.safeParse({ ...profile, address: 'a'.repeat(200) }).success).toBe(true);
    const result = profileUpdateSchema.safeParse({ ...profile, address: 'a'.repeat(201) });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['address'], message: 'tooLong' })]);
  });
});

describe('productFieldsSchema', () => {
  it('compares prices as numbers, not text ("9000" is below "10000")', () => {
    const parsed = productFieldsSchema.parse({ ...validProduct, price: '10000', salePrice: '9000' });
    expect(parsed).toMatchObject({ price: 10_000, salePrice: 9000, stock: 10 });
  });

  it.each(['10000', '12000'])(
    'refuses a sale price of %s for a price of 10000 with salePriceBelowPrice',
    (salePrice) => {
      const result = productFieldsSchema.safeParse({ ...validProduct, price: '10000', salePrice });
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['salePrice'], message: 'salePriceBelowPrice' }),
      ]);
    },
  );

  it.each(['', '   ', null])('turns a blank sale price (%j) into null', (salePrice) => {
    expect(productFieldsSchema.parse({ ...validProduct, salePrice }).salePrice).toBeNull();
  });

  it('refuses a negative stock, a fractional price and a zero price', () => {
    expect(productFieldsSchema.safeParse({ ...validProduct, stock: '-1' }).success).toBe(false);
    expect(productFieldsSchema.safeParse({ ...validProduct, price: '1000.5' }).success).toBe(false);
    expect(productFieldsSchema.safeParse({ ...validProduct, price: '0' }).success).toBe(false);
  });

  it('accepts a stock of zero (out of stock)', () => {
    expect(productFieldsSchema.parse({ ...validProduct, stock: '0' }).stock).toBe(0);
  });
});

describe('pageQuery', () => {
  const query = pageQuery(12);

  it.each([
    [{}, { page: 1, limit: 12 }],
    [{ limit: '0' }, { page: 1, limit: 1 }],
    [{ limit: '1000' }, { page: 1, limit: 100 }],
    [{ limit: 'abc' }, { page: 1, limit: 12 }],
    [
      { page: '0', limit: '5' },
      { page: 1, limit: 5 },
    ],
    [{ page: '-3' }, { page: 1, limit: 12 }],
    [
      { page: '4', limit: '24' },
      { page: 4, limit: 24 },
    ],
    [{ limit: '9'.repeat(400) }, { page: 1, limit: 100 }],
    [{ page: String(PAGE_MAX) }, { page: PAGE_MAX, limit: 12 }],
  ])('clamps %j to %j', (input, expected) => {
    expect(query.parse(input)).toEqual(expected);
  });

  it('refuses a page past PAGE_MAX, whose offset the database could not hold', () => {
    for (const page of [String(PAGE_MAX + 1), '99999999999999999999', '9'.repeat(400)]) {
      const result = query.safeParse({ page });
      expect(result.success, page).toBe(false);
      expect(
        result.error?.issues.map((issue) => [issue.path, issue.message]),
        page,
      ).toEqual([[['page'], 'tooBig']]);
    }
  });
});

describe('addToCartSchema', () => {
  it('accepts 1 to 999 and defaults to 1', () => {
    expect(addToCartSchema.parse({ productId: 'p1' }).quantity).toBe(1);
    expect(addToCartSchema.safeParse({ productId: 'p1', quantity: 999 }).success).toBe(true);
  });

  it.each([0, 1000, 1.5, -1])('refuses a quantity of %s', (quantity) => {
    expect(addToCartSchema.safeParse({ productId: 'p1', quantity }).success).toBe(false);
  });
});

describe('toFieldErrors', () => {
  it('gives each invalid field a message in Vietnamese for lang vi', () => {
    const result = productFieldsSchema.safeParse({ ...validProduct, name: '', price: '10000', salePrice: '10000' });
    const errors = toFieldErrors(result.error!.issues, 'vi');
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Trường này là bắt buộc' },
        { field: 'salePrice', message: 'Giá khuyến mãi phải nhỏ hơn giá gốc' },
      ]),
    );
  });

  it('fills in the limits in both languages', () => {
    const result = registerSchema.safeParse({ name: 'Lan', email: 'not-an-email', password: '123' });
    expect(toFieldErrors(result.error!.issues, 'vi')).toEqual([
      { field: 'email', message: translate('invalidEmail', 'vi') },
      { field: 'password', message: 'Mật khẩu phải có ít nhất 6 ký tự' },
    ]);
    expect(toFieldErrors(result.error!.issues, 'en')).toContainEqual({
      field: 'password',
      message: 'Password must be at least 6 characters',
    });
  });
});
