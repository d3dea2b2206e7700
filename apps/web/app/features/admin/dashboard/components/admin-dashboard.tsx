import {
  BadgeCheck,
  BarChart3,
  CheckCircle2,
  Clock,
  FolderTree,
  Hourglass,
  Package,
  ShoppingBag,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { orderStatusMessages } from '../../../../components/orders/messages';
import { adminPaths } from '../../../../config/admin-paths';
import { useMessages } from '../../../../lib/i18n';
import { AlertBanner } from '../../shared/components/alert-banner';
import { CardSection } from '../../shared/components/card-section';
import { PageHeader } from '../../shared/components/page-header';
import { StatTile } from '../../shared/components/stat-tile';
import { useOrderStats } from '../../stats/api/get-order-stats';
import { StatusBreakdown } from '../../stats/components/status-breakdown';
import { adminStatsMessages } from '../../stats/messages';
import { summarizeOrderStats } from '../../stats/order-stats';
import { adminDashboardMessages } from '../messages';
import { CertificatesPanel } from './certificates-panel';
import { TodayPanel } from './today-panel';
import { useAdminFormat } from '../../shared/format';

type QuickAction = keyof (typeof adminDashboardMessages.en)['actions'];

const QUICK_ACTIONS: { action: QuickAction; to: string; Icon: LucideIcon }[] = [
  { action: 'products', to: adminPaths.products(), Icon: Package },
  { action: 'categories', to: adminPaths.categories(), Icon: FolderTree },
  { action: 'orders', to: adminPaths.orders(), Icon: ShoppingBag },
  { action: 'users', to: adminPaths.users(), Icon: Users },
  { action: 'stats', to: adminPaths.stats(), Icon: BarChart3 },
];

export function AdminDashboard() {
  const text = useMessages(adminDashboardMessages);
  const format = useAdminFormat();
  const stats = useMessages(adminStatsMessages);
  const { data, isPending, isError } = useOrderStats();
  const summary = summarizeOrderStats(data, useMessages(orderStatusMessages).status);
  const delivered = summary.statuses.find((s) => s.status === 'delivered')?.count ?? 0;
  const processing = summary.statuses.find((s) => s.status === 'processing')?.count ?? 0;
  const show = (value: string) => (isPending || isError ? '—' : value);

  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      <div className="mb-6 flex flex-col gap-6">
        <TodayPanel />
        <CertificatesPanel />
      </div>
      {isError && <AlertBanner message={stats.loadFailed} />}
      <section aria-label={text.totals} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <StatTile label={stats.totalOrders} value={show(String(summary.totalOrders))} Icon={ShoppingBag} tone="sky" />
        <StatTile
          label={stats.totalRevenue}
          value={show(format.money(summary.totalRevenue))}
          Icon={Wallet}
          tone="brand"
        />
        <StatTile
          label={stats.paidRevenue}
          value={show(format.money(summary.paidRevenue))}
          Icon={BadgeCheck}
          tone="emerald"
        />
        <StatTile
          label={stats.unpaidRevenue}
          value={show(format.money(summary.unpaidRevenue))}
          Icon={Hourglass}
          tone="amber"
        />
        <StatTile label={text.deliveredOrders} value={show(String(delivered))} Icon={CheckCircle2} tone="emerald" />
        <StatTile label={text.processingOrders} value={show(String(processing))} Icon={Clock} tone="amber" />
      </section>

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
        <StatusBreakdown statuses={summary.statuses} withRevenue={{ pending: isPending || isError }} />

        <CardSection id="quick-actions" title={text.quickActions}>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {QUICK_ACTIONS.map(({ action, to, Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex h-full items-start gap-3 rounded-xl border border-cream-200 p-3 transition hover:border-brand-300 hover:bg-brand-50"
                >
                  <Icon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
                  <span>
                    <span className="block font-semibold text-ink-900">{text.actions[action].label}</span>
                    <span className="block text-sm text-ink-600">{text.actions[action].description}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </CardSection>
      </div>
    </>
  );
}
