import { formatVnd } from '@veggie/contract';
import {
  BarChart3,
  CheckCircle2,
  Clock,
  FolderTree,
  Package,
  ShoppingBag,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { AlertBanner } from '../../shared/components/alert-banner';
import { CardSection } from '../../shared/components/card-section';
import { ORDER_STATUS_TONES } from '../../../../components/orders/order-status';
import { PageHeader } from '../../shared/components/page-header';
import { StatTile } from '../../shared/components/stat-tile';
import { useOrderStats } from '../../stats/api/get-order-stats';
import { summarizeOrderStats } from '../../stats/order-stats';

const QUICK_ACTIONS: { label: string; description: string; to: string; Icon: LucideIcon }[] = [
  {
    label: 'Manage Products',
    description: 'Add produce, update prices and stock',
    to: paths.admin.products(),
    Icon: Package,
  },
  {
    label: 'Manage Categories',
    description: 'Organise the shop aisles',
    to: paths.admin.categories(),
    Icon: FolderTree,
  },
  {
    label: 'Manage Orders',
    description: 'Ship, deliver or cancel orders',
    to: paths.admin.orders(),
    Icon: ShoppingBag,
  },
  { label: 'Manage Users', description: 'Roles and customer accounts', to: paths.admin.users(), Icon: Users },
  {
    label: 'View Statistics',
    description: 'Revenue, rates and best sellers',
    to: paths.admin.stats(),
    Icon: BarChart3,
  },
];

export function AdminDashboard() {
  const { data, isPending, isError } = useOrderStats();
  const summary = summarizeOrderStats(data);
  const delivered = summary.statuses.find((s) => s.status === 'delivered')?.count ?? 0;
  const processing = summary.statuses.find((s) => s.status === 'processing')?.count ?? 0;
  const show = (value: string) => (isPending || isError ? '—' : value);

  return (
    <>
      <PageHeader title="Dashboard" description="How the shop is doing today." />
      {isError && <AlertBanner message="Failed to load statistics" />}
      <section aria-label="Order totals" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatTile
          label="Total Orders"
          value={show(String(summary.totalOrders))}
          Icon={ShoppingBag}
          tone="bg-sky-100 text-sky-800"
        />
        <StatTile
          label="Total Revenue"
          value={show(formatVnd(summary.totalRevenue))}
          Icon={Wallet}
          tone="bg-brand-100 text-brand-800"
        />
        <StatTile
          label="Delivered Orders"
          value={show(String(delivered))}
          Icon={CheckCircle2}
          tone="bg-emerald-100 text-emerald-800"
        />
        <StatTile
          label="Processing Orders"
          value={show(String(processing))}
          Icon={Clock}
          tone="bg-amber-100 text-amber-800"
        />
      </section>

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
        <CardSection id="status-breakdown" title="Order Status Breakdown">
          <ul className="mt-4 flex flex-col gap-3">
            {summary.statuses.map((s) => (
              <li key={s.status} className="flex items-center justify-between gap-3">
                <span className={`rounded-pill px-2.5 py-0.5 text-xs font-semibold ${ORDER_STATUS_TONES[s.status]}`}>
                  {s.label}
                </span>
                <span className="flex-1 border-b border-dashed border-cream-200" aria-hidden />
                <span className="text-sm text-ink-600">
                  <span className="font-semibold text-ink-900">{isPending || isError ? '—' : s.count}</span>{' '}
                  {s.count === 1 ? 'order' : 'orders'} ({s.percent}%) · {formatVnd(s.revenue)}
                </span>
              </li>
            ))}
          </ul>
        </CardSection>

        <CardSection id="quick-actions" title="Quick Actions">
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {QUICK_ACTIONS.map(({ label, description, to, Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex h-full items-start gap-3 rounded-xl border border-cream-200 p-3 transition hover:border-brand-300 hover:bg-brand-50"
                >
                  <Icon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
                  <span>
                    <span className="block font-semibold text-ink-900">{label}</span>
                    <span className="block text-sm text-ink-600">{description}</span>
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
