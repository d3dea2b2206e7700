import { describe, expect, it } from 'vitest';
import { formatOrderId, orderStatusLabel } from '../../components/orders/order-status';

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
});
