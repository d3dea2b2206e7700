import type { OrderStats } from '@veggie/contract';
import { describe, expect, it } from 'vitest';
import { orderStatusMessages } from '../../../components/orders/messages';
import { adminStatsMessages } from './messages';
import { percentage, quickInsights, summarizeOrderStats } from './order-stats';

const insightWords = adminStatsMessages.en.insights;
const statusLabels = orderStatusMessages.en.status;

const format = { money: (n: number) => `${n} ₫`, day: (d: string) => `day ${d}` };

const stats: OrderStats = {
  totalOrders: 8,
  totalRevenue: 900_000,
  averageOrderValue: 128_571,
  paidRevenue: 0,
  unpaidRevenue: 900_000,
  discountTotal: 0,
  pointsTotal: 0,
  statusStats: [
    { _id: 'processing', count: 2, totalAmount: 200_000 },
    { _id: 'shipped', count: 1, totalAmount: 100_000 },
    { _id: 'delivered', count: 4, totalAmount: 600_000 },
    { _id: 'cancelled', count: 1, totalAmount: 50_000 },
  ],
  revenueByDay: [
    { date: '2026-11-20', orders: 3, revenue: 300_000 },
    { date: '2026-11-21', orders: 5, revenue: 600_000 },
  ],
  topProducts: [{ _id: 'p1', name: 'Cà chua bi', quantity: 12, revenue: 240_000 }],
};

describe('order statistics', () => {
  it('carries what promotions and points took off, as the server counted them', () => {
    const summary = summarizeOrderStats({ ...stats, discountTotal: 45_000, pointsTotal: 3_000 }, statusLabels);
    expect([summary.discountTotal, summary.pointsTotal]).toEqual([45_000, 3_000]);
    const none = summarizeOrderStats(undefined, statusLabels);
    expect([none.discountTotal, none.pointsTotal]).toEqual([0, 0]);
  });

  it('splits the revenue into paid and unpaid, as the server counted them', () => {
    const summary = summarizeOrderStats({ ...stats, paidRevenue: 600_000, unpaidRevenue: 300_000 }, statusLabels);
    expect([summary.totalRevenue, summary.paidRevenue, summary.unpaidRevenue]).toEqual([900_000, 600_000, 300_000]);
    expect([
      summarizeOrderStats(undefined, statusLabels).paidRevenue,
      summarizeOrderStats(undefined, statusLabels).unpaidRevenue,
    ]).toEqual([0, 0]);
  });

  it("names each status in the admin's language", () => {
    const inVietnamese = summarizeOrderStats(stats, orderStatusMessages.vi!.status);
    expect(inVietnamese.statuses.map((s) => s.label)).toEqual(['Đang xử lý', 'Đang giao', 'Đã giao', 'Đã hủy']);
    const format = { money: String, day: String };
    expect(quickInsights(inVietnamese, format, adminStatsMessages.vi!.insights)[0]).toContain('Đã giao');
  });

  it('gives each status its share of all orders in percent', () => {
    const summary = summarizeOrderStats(stats, statusLabels);
    expect(summary.statuses.map((s) => [s.status, s.percent])).toEqual([
      ['processing', 25],
      ['shipped', 12.5],
      ['delivered', 50],
      ['cancelled', 12.5],
    ]);
  });

  it('computes completion, cancellation and processing rates from the totals', () => {
    const summary = summarizeOrderStats(stats, statusLabels);
    expect(summary.completionRate).toBe(50);
    expect(summary.cancellationRate).toBe(12.5);
    expect(summary.processingRate).toBe(25);
  });

  it('scales revenue bars to the largest status and the best day', () => {
    const summary = summarizeOrderStats(stats, statusLabels);
    expect(summary.statuses.find((s) => s.status === 'delivered')?.revenueBar).toBe(100);
    expect(summary.statuses.find((s) => s.status === 'processing')?.revenueBar).toBe(33.3);
    expect(summary.days.map((d) => d.bar)).toEqual([50, 100]);
    expect(summary.bestDay?.date).toBe('2026-11-21');
    expect(summary.ordersLast30Days).toBe(8);
  });

  it('shows zeros, never NaN, when there are no orders', () => {
    const empty: OrderStats = {
      totalOrders: 0,
      totalRevenue: 0,
      averageOrderValue: 0,
      paidRevenue: 0,
      unpaidRevenue: 0,
      discountTotal: 0,
      pointsTotal: 0,
      statusStats: [{ _id: 'processing', count: 0, totalAmount: 0 }],
      revenueByDay: [{ date: '2026-11-21', orders: 0, revenue: 0 }],
      topProducts: [],
    };
    for (const summary of [summarizeOrderStats(empty, statusLabels), summarizeOrderStats(undefined, statusLabels)]) {
      expect(summary.completionRate).toBe(0);
      expect(summary.cancellationRate).toBe(0);
      expect(summary.processingRate).toBe(0);
      expect(summary.statuses.every((s) => s.percent === 0 && s.revenueBar === 0)).toBe(true);
      expect(summary.days.every((d) => d.bar === 0)).toBe(true);
      expect(summary.bestDay).toBeNull();
      expect(JSON.stringify(summary)).not.toContain('NaN');
    }
    expect(quickInsights(summarizeOrderStats(empty, statusLabels), format, insightWords)).toHaveLength(1);
  });

  it('treats a zero or missing whole as 0 percent', () => {
    expect(percentage(3, 0)).toBe(0);
    expect(percentage(0, 0)).toBe(0);
    expect(percentage(Number.NaN, 5)).toBe(0);
    expect(percentage(1, 3)).toBe(33.3);
  });

  it('words the quick insights from the numbers', () => {
    const insights = quickInsights(summarizeOrderStats(stats, statusLabels), format, insightWords);
    expect(insights).toContain('Most orders are delivered (50% of all orders).');
    expect(insights).toContain('2 orders are waiting to be shipped.');
    expect(insights).toContain('Best seller: Cà chua bi (12 sold).');
    expect(insights).toContain('Best day of the last 30: day 2026-11-21 with 600000 ₫.');
    expect(insights).toContain('The cancellation rate is high at 12.5%: worth a look.');
  });
});
