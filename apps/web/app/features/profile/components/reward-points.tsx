import { Link } from 'react-router';
import { formatOrderId } from '../../../components/orders/order-status';
import { FormAlert } from '../../../components/ui/form-alert';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useMessages } from '../../../lib/i18n';
import { usePoints } from '../api/get-points';
import { profileMessages } from '../messages';

/** "Điểm thưởng": the balance, then each change with its reason, its order and, for earned points, the expiry. */
export function RewardPoints() {
  const text = useMessages(profileMessages).points;
  const { date } = useFormat();
  const points = usePoints();

  if (points.isPending)
    return (
      <p role="status" className="text-ink-600">
        {text.loading}
      </p>
    );
  if (points.isError)
    return (
      <FormAlert title={text.failed}>
        <button
          type="button"
          onClick={() => void points.refetch()}
          className="font-semibold underline underline-offset-2"
        >
          {text.tryAgain}
        </button>
      </FormAlert>
    );

  const { balance, history } = points.data;
  return (
    <div className="space-y-6">
      <div className="rounded-xl bg-brand-50 p-5">
        <p className="text-sm font-semibold text-brand-800">{text.balanceLabel}</p>
        <p className="font-display text-3xl font-bold text-brand-900 tabular-nums">{text.balance(balance)}</p>
        <p className="mt-1 text-sm text-ink-600">{text.how}</p>
      </div>
      <section aria-labelledby="points-history">
        <h3 id="points-history" className="mb-3 font-display text-lg font-bold text-ink-900">
          {text.history}
        </h3>
        {history.length === 0 ? (
          <p className="text-ink-600">{text.empty}</p>
        ) : (
          <ul className="divide-y divide-cream-200">
            {history.map((entry) => (
              <li
                key={`${entry.at}-${entry.reason}-${entry.orderId ?? ''}`}
                className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-3"
              >
                <span
                  className={`w-20 font-semibold tabular-nums ${entry.points >= 0 ? 'text-brand-800' : 'text-sale-700'}`}
                >
                  {entry.points > 0 ? `+${entry.points}` : entry.points}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-ink-900">
                    {text.reasons[entry.reason]}
                    {entry.orderId && (
                      <>
                        {' · '}
                        <Link to={paths.orders()} className="text-brand-700 underline underline-offset-2">
                          {text.order(formatOrderId(entry.orderId))}
                        </Link>
                      </>
                    )}
                  </span>
                  <span className="block text-sm text-ink-600">
                    <time dateTime={entry.at}>{date(entry.at)}</time>
                    {entry.expiresAt && <> · {text.expires(date(entry.expiresAt))}</>}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
