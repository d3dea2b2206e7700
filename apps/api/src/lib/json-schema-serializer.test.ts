import { productPageEnvelopeSchema, type Product } from '@veggie/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonSchemaSerializer } from './json-schema-serializer';

const piece: Product = {
  _id: '0b6f3c52-5d0e-4c5e-9a57-1f3c2f6f1a10',
  name: 'Cà chua "bi" Đà Lạt',
  nameEn: null,
  description: 'Quả nhỏ\nngọt thanh \\ <script>',
  price: 30_000,
  salePrice: 25_000,
  unit: { kind: 'piece', label: 'hộp 500 g', labelEn: 'box of 500 g' },
  stock: 12,
  stockGrams: null,
  maxPerOrder: null,
  category: { _id: '8a1d2c3b-0000-4000-8000-000000000001', name: 'Rau ăn quả' },
  imageUrl: '/uploads/a.webp',
  avgRating: 4.5,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const weighed: Product = {
  ...piece,
  _id: '0b6f3c52-5d0e-4c5e-9a57-1f3c2f6f1a11',
  nameEn: 'Tomato',
  salePrice: null,
  unit: { kind: 'weight', label: 'kg', labelEn: null, stepGrams: 250, pricePerKg: 120_000, minGrams: 500 },
  stock: 4,
  stockGrams: 1_000,
  maxPerOrder: 2,
};

describe('the JSON Schema response serializer', () => {
  const serialize = jsonSchemaSerializer({ schema: productPageEnvelopeSchema });

  it('writes a valid answer exactly as the zod serializer does', () => {
    const answer = {
      success: true as const,
      data: {
        products: [piece, weighed],
        pagination: { currentPage: 1, totalPages: 1, totalItems: 2, itemsPerPage: 12 },
      },
    };
    expect(serialize(answer)).toBe(JSON.stringify(z.encode(productPageEnvelopeSchema, answer)));
    const withCorrection = { ...answer, data: { ...answer.data, products: [], didYouMean: 'cà chua' } };
    expect(serialize(withCorrection)).toBe(JSON.stringify(z.encode(productPageEnvelopeSchema, withCorrection)));
  });

  it('leaves out what the schema does not name, as zod does', () => {
    const row = { ...piece, total: 2, updatedAt: new Date(), category: { ...piece.category, secret: 'x' } };
    const answer = {
      success: true,
      data: { products: [row], pagination: { currentPage: 1, totalPages: 1, totalItems: 1, itemsPerPage: 12 } },
    };
    expect(JSON.parse(serialize(answer))).toEqual({ ...answer, data: { ...answer.data, products: [piece] } });
  });

  it('refuses a schema that is not zod when the route is compiled', () => {
    expect(() => jsonSchemaSerializer({ schema: { type: 'object' } })).toThrow(TypeError);
  });
});
