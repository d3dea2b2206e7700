import {
  Ban,
  BadgeCheck,
  CheckCircle2,
  Clock,
  Coins,
  Hourglass,
  Lightbulb,
  ReceiptText,
  ShoppingBag,
  TicketPercent,
  Wallet,
} from 'lucide-react';
import { orderStatusMessages } from '../../../../components/orders/messages';
import { useMessages } from '../../../../lib/i18n';
import { AlertBanner } from '../../shared/components/alert-banner';
import { CardSection } from '../../shared/components/card-section';
import { PageHeader } from '../../shared/components/page-header';
import { StatTile } from '../../shared/components/stat-tile';
import { useAdminFormat } from '../../shared/format';
import { ui } from '../../shared/ui';
import { useOrderStats } from '../api/get-order-stats';
import { adminStatsMessages } from '../messages';
import { quickInsights, summarizeOrderStats, type OrderStatsSummary } from '../order-stats';
import { RevenueByDayChart } from './revenue-by-day-chart';
import { StatusBreakdown } from './status-breakdown';

const BAR_TONES = {
  processing: 'bg-amber-400',
  shipped: 'bg-sky-500',
  delivered: 'bg-brand-500',
  cancelled: 'bg-sale-600',
} as const;

export function AdminStatistics() {
  const { data, isPending, isError } = useOrderStats();
  const summary = summarizeOrderStats(data, useMessages(orderStatusMessages).status);
  const text = useMessages(adminStatsMessages);

  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      {isError && <AlertBanner message={text.loadFailed} />}
      {isPending ? (
        <p role="status" className="text-ink-600">
          {text.loading}
        </p>
      ) : (
        <StatisticsBody summary={summary} />
      )}
    </>
  );
}

function StatisticsBody({ summary }: { summary: OrderStatsSummary }) {
  const text = useMessages(adminStatsMessages);
  const format = useAdminFormat();
  return (
    <div className="flex flex-col gap-6">
      <section aria-label={text.totals} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <StatTile label={text.totalOrders} value={String(summary.totalOrders)} Icon={ShoppingBag} tone="sky" />
        <StatTile label={text.totalRevenue} value={format.money(summary.totalRevenue)} Icon={Wallet} tone="brand" />
        <StatTile label={text.paidRevenue} value={format.money(summary.paidRevenue)} Icon={BadgeCheck} tone="emerald" />
        <StatTile
          label={text.unpaidRevenue}
          value={format.money(summary.unpaidRevenue)}
          Icon={Hourglass}
          tone="amber"
        />
        <StatTile
          label={text.averageOrderValue}
          value={format.money(summary.averageOrderValue)}
          Icon={ReceiptText}
          tone="amber"
        />
        <StatTile
          label={text.discountTotal}
          value={format.money(summary.discountTotal)}
          Icon={TicketPercent}
          tone="sky"
        />
        <StatTile label={text.pointsTotal} value={format.money(summary.pointsTotal)} Icon={Coins} tone="emerald" />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <StatusBreakdown statuses={summary.statuses} />

        <CardSection id="revenue-by-status" title={text.revenueByStatus}>
          <ul className="mt-4 flex flex-col gap-3">
            {summary.statuses.map((s) => (
              <li key={s.status}>
                <div className="flex justify-between text-sm">
                  <span className="font-medium">{s.label}</span>
                  <span className="tabular-nums text-ink-600">{format.money(s.revenue)}</span>
                </div>
                <div className="mt-1 h-2.5 overflow-hidden rounded-pill bg-cream-100" aria-hidden>
                  <div className={`h-full rounded-pill ${BAR_TONES[s.status]}`} style={{ width: `${s.revenueBar}%` }} />
                </div>
              </li>
            ))}
          </ul>
        </CardSection>
      </div>

      <section aria-labelledby="revenue-by-day" className={`${ui.card} p-5`}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="revenue-by-day" className="font-display text-lg font-bold">
            {text.revenueByDay}
          </h2>
          <p className="text-sm text-ink-600">
            {text.last30Days(summary.ordersLast30Days, format.money(summary.revenueLast30Days))}
          </p>
        </div>
        <RevenueByDayChart days={summary.days} />
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <CardSection id="performance" title={text.performance}>
          <dl className="mt-4 flex flex-col gap-3">
            <Rate
              Icon={CheckCircle2}
              label={text.completionRate}
              value={summary.completionRate}
              tone="text-brand-700"
            />
            <Rate Icon={Ban} label={text.cancellationRate} value={summary.cancellationRate} tone="text-sale-600" />
            <Rate Icon={Clock} label={text.processingRate} value={summary.processingRate} tone="text-amber-700" />
          </dl>
        </CardSection>

        <CardSection id="top-products" title={text.topProducts}>
          {summary.topProducts.length === 0 ? (
            <p className="mt-4 text-sm text-ink-600">{text.noProductsSold}</p>
          ) : (
            <ol className="mt-4 flex flex-col gap-3">
              {summary.topProducts.map((p, index) => (
                <li key={p._id} className="flex items-center gap-3">
                  <span className="grid size-7 shrink-0 place-items-center rounded-pill bg-brand-50 text-sm font-bold text-brand-800">
                    {index + 1}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="line-clamp-2 block font-medium">{p.name}</span>
                    <span className="block text-xs text-ink-600">{text.sold(p.quantity)}</span>
                  </span>
                  <span className="text-sm font-semibold tabular-nums">{format.money(p.revenue)}</span>
                </li>
              ))}
            </ol>
          )}
        </CardSection>

        <section aria-labelledby="insights" className={`${ui.card} p-5`}>
          <h2 id="insights" className="flex items-center gap-2 font-display text-lg font-bold">
            <Lightbulb className="size-5 text-amber-600" aria-hidden />
            {text.quickInsights}
          </h2>
          <ul className="mt-4 flex list-disc flex-col gap-2 pl-5 text-sm text-ink-600">
            {quickInsights(summary, format, text.insights).map((insight) => (
              <li key={insight}>{insight}</li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

function Rate({ Icon, label, value, tone }: { Icon: typeof Ban; label: string; value: number; tone: string }) {
  return (
    <div className="flex items-center gap-3">
      <Icon className={`size-5 ${tone}`} aria-hidden />
      <dt className="flex-1 text-sm text-ink-600">{label}</dt>
      <dd className="font-display text-xl font-bold tabular-nums">{value}%</dd>
    </div>
  );
}
