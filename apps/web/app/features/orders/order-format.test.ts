import { describe, expect, it } from 'vitest';
import { formatOrderId, orderStatusLabel } from '../../components/orders/order-status';
import { formatOrderDate } from './order-format';

describe('order formatting', () => {
  it('shows the id as its last 8 characters, uppercased', () => {
    expect(formatOrderId('5f1c2d3e-4b5a-4c6d-9e8f-0a1bab12cd34')).toBe('#AB12CD34');
  });

  it('names the four statuses and reads anything else as Unknown', () => {
    expect(orderStatusLabel('processing')).toBe('Processing');
    expect(orderStatusLabel('shipped')).toBe('Shipped');
    expect(orderStatusLabel('delivered')).toBe('Delivered');
    expect(orderStatusLabel('cancelled')).toBe('Cancelled');
    expect(orderStatusLabel('returned')).toBe('Unknown');
  });

  it('writes dates the Vietnamese way, in Vietnam time', () => {
    expect(formatOrderDate('2026-11-20T20:30:00.000Z')).toBe('21/11/2026');
  });
});
