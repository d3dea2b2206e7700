import { describe, expect, expectTypeOf, it } from 'vitest';
import { errorCodeOf, type ErrorCode } from './error-codes';
import { MESSAGES, type MessageKey } from './messages';

const keys = Object.keys(MESSAGES.en) as MessageKey[];

describe('error codes', () => {
  it('gives every message key, including ones added later, a snake_case code of its own', () => {
    const codes = keys.map(errorCodeOf);
    for (const [i, code] of codes.entries()) expect(code, keys[i]).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
    expect(new Set(codes).size).toBe(keys.length);
  });

  it.each<[MessageKey, ErrorCode]>([
    ['insufficientStock', 'insufficient_stock'],
    ['cartEmpty', 'cart_empty'],
    ['missingShippingDetails', 'missing_shipping_details'],
    ['validationFailed', 'validation_failed'],
    ['tooManyRequests', 'rate_limited'],
    ['invalidCredentials', 'invalid_credentials'],
    ['notFound', 'not_found'],
    ['routeNotFound', 'route_not_found'],
    ['internalError', 'internal_error'],
    ['serviceUnavailable', 'service_unavailable'],
  ])('names %s as the contract does: %s', (key, code) => {
    expect(errorCodeOf(key)).toBe(code);
  });

  it('types each code as the runtime derives it', () => {
    expectTypeOf(errorCodeOf).returns.toEqualTypeOf<ErrorCode>();
    expectTypeOf<'missing_shipping_details'>().toExtend<ErrorCode>();
    expectTypeOf<'rate_limited'>().toExtend<ErrorCode>();
    expectTypeOf<'too_many_requests'>().not.toExtend<ErrorCode>();
  });
});
