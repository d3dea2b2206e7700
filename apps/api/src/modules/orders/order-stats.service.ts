import type { Db } from '../../db/client';
import { toOrderStats } from './orders.mapper';
import * as repo from './orders.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const REVENUE_DAYS = 30;
const TOP_PRODUCTS = 5;

/** Dashboard figures over the last REVENUE_DAYS UTC days, today included (see toOrderStats). */
export async function orderStats(db: Db, now: Date) {
  const todayUtc = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(todayUtc - (REVENUE_DAYS - 1) * DAY_MS);
  const [byStatus, days, topProducts] = await Promise.all([
    repo.totalsByStatus(db),
    repo.revenueByUtcDay(db, since),
    repo.topSellingProducts(db, TOP_PRODUCTS),
  ]);
  const dates = Array.from({ length: REVENUE_DAYS }, (_, i) => new Date(since.getTime() + i * DAY_MS));
  return toOrderStats(
    { byStatus, days, topProducts },
    dates.map((day) => day.toISOString().slice(0, 10)),
  );
}
