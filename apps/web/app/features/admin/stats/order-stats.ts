import { ORDER_STATUSES, type OrderStats, type OrderStatus } from '@veggie/contract';
import type { InsightMessages } from './messages';

/** A part of a whole in percent with one decimal; 0 (never NaN) when the whole is 0. */
export function percentage(part: number, whole: number): number {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole <= 0) return 0;
  return Math.round((part / whole) * 1000) / 10;
}

export interface StatusSummary {
  status: OrderStatus;
  label: string;
  count: number;
  revenue: number;
  /** Share of all orders, in percent. */
  percent: number;
  /** Share of the largest status revenue, in percent: the width of its bar. */
  revenueBar: number;
}

export interface DaySummary {
  date: string;
  orders: number;
  revenue: number;
  /** Share of the best day's revenue, in percent: the height of its bar. */
  bar: number;
}

export interface OrderStatsSummary {
  totalOrders: number;
  totalRevenue: number;
  /** The total revenue split: orders paid (a transfer confirmed, cash recorded) and orders not paid yet. */
  paidRevenue: number;
  unpaidRevenue: number;
  /** What promotions took off the orders counted (the revenue is after it), and what points took off. */
  discountTotal: number;
  pointsTotal: number;
  averageOrderValue: number;
  statuses: StatusSummary[];
  completionRate: number;
  cancellationRate: number;
  processingRate: number;
  days: DaySummary[];
  bestDay: DaySummary | null;
  ordersLast30Days: number;
  revenueLast30Days: number;
  topProducts: OrderStats['topProducts'];
}

/**
 * Everything the dashboard and statistics screens show, computed once from the stats answer; each status
 * named by `statusLabels`, in the admin's language.
 */
export function summarizeOrderStats(
  stats: OrderStats | undefined | null,
  statusLabels: Record<OrderStatus, string>,
): OrderStatsSummary {
  const totalOrders = stats?.totalOrders ?? 0;
  const byStatus = new Map((stats?.statusStats ?? []).map((s) => [s._id, s]));
  const maxRevenue = Math.max(0, ...ORDER_STATUSES.map((status) => byStatus.get(status)?.totalAmount ?? 0));
  const statuses = ORDER_STATUSES.map((status) => {
    const count = byStatus.get(status)?.count ?? 0;
    const revenue = byStatus.get(status)?.totalAmount ?? 0;
    return {
      status,
      label: statusLabels[status],
      count,
      revenue,
      percent: percentage(count, totalOrders),
      revenueBar: percentage(revenue, maxRevenue),
    };
  });
  const count = (status: OrderStatus) => byStatus.get(status)?.count ?? 0;

  const rawDays = stats?.revenueByDay ?? [];
  const bestRevenue = Math.max(0, ...rawDays.map((d) => d.revenue));
  const days = rawDays.map((d) => ({ ...d, bar: percentage(d.revenue, bestRevenue) }));
  const bestDay = bestRevenue > 0 ? (days.find((d) => d.revenue === bestRevenue) ?? null) : null;

  const totalRevenue = stats?.totalRevenue ?? 0;
  return {
    totalOrders,
    totalRevenue,
    paidRevenue: stats?.paidRevenue ?? 0,
    unpaidRevenue: stats?.unpaidRevenue ?? 0,
    discountTotal: stats?.discountTotal ?? 0,
    pointsTotal: stats?.pointsTotal ?? 0,
    averageOrderValue: Number.isFinite(stats?.averageOrderValue) ? (stats?.averageOrderValue ?? 0) : 0,
    statuses,
    completionRate: percentage(count('delivered'), totalOrders),
    cancellationRate: percentage(count('cancelled'), totalOrders),
    processingRate: percentage(count('processing'), totalOrders),
    days,
    bestDay,
    ordersLast30Days: days.reduce((sum, d) => sum + d.orders, 0),
    revenueLast30Days: days.reduce((sum, d) => sum + d.revenue, 0),
    topProducts: stats?.topProducts ?? [],
  };
}

export interface InsightFormatters {
  money: (amount: number) => string;
  /** Formats a `YYYY-MM-DD` day. */
  day: (date: string) => string;
}

/** Short plain-language observations for the "Quick insights" card, in the words of `text`. */
export function quickInsights(summary: OrderStatsSummary, format: InsightFormatters, text: InsightMessages): string[] {
  if (summary.totalOrders === 0) return [text.none];
  const insights: string[] = [];
  const top = [...summary.statuses].sort((a, b) => b.count - a.count)[0];
  if (top && top.count > 0) insights.push(text.mostOrders(top.label, top.percent));
  insights.push(text.delivered(summary.completionRate));
  if (summary.cancellationRate > 10) insights.push(text.cancellationHigh(summary.cancellationRate));
  else insights.push(text.cancellationLow(summary.cancellationRate));
  const waiting = summary.statuses.find((s) => s.status === 'processing')?.count ?? 0;
  if (waiting > 0) insights.push(text.waiting(waiting));
  if (summary.bestDay)
    insights.push(text.bestDay(format.day(summary.bestDay.date), format.money(summary.bestDay.revenue)));
  const bestSeller = summary.topProducts[0];
  if (bestSeller) insights.push(text.bestSeller(bestSeller.name, bestSeller.quantity));
  return insights;
}
