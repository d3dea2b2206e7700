import { describe, expect, it } from 'vitest';
import { ApiError, apiGet, errorMessage, type ApiResult } from './api';

const contextAnswering = (result: ApiResult, seen: string[] = []) => ({
  api: async (path: string) => {
    seen.push(path);
    return result;
  },
});

describe('apiGet with the server load context', () => {
  it('asks the in-process API and returns the envelope data', async () => {
    const seen: string[] = [];
    const context = contextAnswering({ status: 200, body: { success: true, data: { products: [] } } }, seen);
    await expect(apiGet({ context }, '/products?page=1&limit=8')).resolves.toEqual({ products: [] });
    expect(seen).toEqual(['/products?page=1&limit=8']);
  });

  it('throws the status and the server message of an error envelope', async () => {
    const context = contextAnswering({ status: 404, body: { success: false, message: 'Product not found' } });
    const failure = apiGet({ context }, '/products/x');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, message: 'Product not found' });
  });
});

describe('errorMessage', () => {
  it("shows the server's words for a refused request", () => {
    expect(errorMessage(new ApiError(429, 'Too many requests'), 'Failed to load products')).toBe('Too many requests');
  });

  it('falls back for missing routes, server faults and network errors', () => {
    expect(errorMessage(new ApiError(404, 'Route GET /api/products not found'), 'Failed to load products')).toBe(
      'Failed to load products',
    );
    expect(errorMessage(new ApiError(500, 'Something went wrong'), 'Failed to load products')).toBe('Failed to load products');
    expect(errorMessage(new TypeError('fetch failed'), 'Failed to load products')).toBe('Failed to load products');
  });
});
