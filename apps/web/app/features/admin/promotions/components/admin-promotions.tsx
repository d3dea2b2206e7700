import type { AdminPromotion } from '@veggie/contract';
import clsx from 'clsx';
import { Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { serverMessage } from '../../../../lib/api-client';
import { useNow } from '../../../../lib/clock';
import { useFormat } from '../../../../lib/format';
import { toast } from '../../../../lib/toast';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { AdminTable, ListPagination, RowActionButton, RowActions } from '../../shared/components/admin-table';
import { withServerMessage } from '../../shared/api-errors';
import { AlertBanner } from '../../shared/components/alert-banner';
import { AddButton } from '../../shared/components/catalog-rows';
import { DeleteDialog } from '../../shared/components/delete-dialog';
import { PageHeader } from '../../shared/components/page-header';
import { SelectField } from '../../shared/components/select-field';
import { useAdminList } from '../../shared/hooks/use-admin-list';
import { useConfirmDelete } from '../../shared/hooks/use-confirm-delete';
import { useRefusal } from '../../shared/hooks/use-refusal';
import { ui } from '../../shared/ui';
import {
  adminPromotionsQuery,
  useDeletePromotion,
  useSetPromotionActive,
  type PromotionListState,
} from '../api/promotions';
import { adminPromotionMessages } from '../messages';
import { promotionState, type PromotionState } from '../promotion-form';
import { PromotionFormModal } from './promotion-form-modal';

const LIST_STATES: readonly PromotionListState[] = ['current', 'scheduled', 'ended'];
const INITIAL_FILTERS: { state: PromotionListState | '' } = { state: '' };

const STATE_TONES: Record<PromotionState, string> = {
  running: 'bg-brand-50 text-brand-800',
  scheduled: 'bg-sky-50 text-sky-900',
  ended: 'bg-cream-100 text-ink-600',
  paused: 'bg-amber-100 text-amber-900',
};

/** The promotions: what each gives and when, its uses, what it took off and brought in; add, edit, pause, delete. */
export function AdminPromotions() {
  const text = useMessages(adminPromotionMessages);
  const locale = useLocale();
  const { vnd, date } = useFormat();
  const now = useNow(60_000);
  const list = useAdminList(INITIAL_FILTERS, adminPromotionsQuery);
  const promotions = list.query;
  const [editing, setEditing] = useState<AdminPromotion | 'new' | null>(null);
  const refusals = useRefusal();
  const deletion = useConfirmDelete<AdminPromotion>(useDeletePromotion(), {
    succeeded: text.deleted,
    failed: text.deleteFailed,
    refusal: refusals,
  });
  const setActive = useSetPromotionActive();

  const title = (promotion: AdminPromotion) => (locale === 'vi' ? promotion.title : promotion.titleEn);
  const gives = (promotion: AdminPromotion) => {
    const what =
      promotion.kind === 'free_delivery'
        ? text.freeDelivery
        : promotion.kind === 'amount'
          ? text.amount(vnd(promotion.value))
          : text.percent(promotion.value, promotion.maxDiscount === null ? null : vnd(promotion.maxDiscount));
    return promotion.minSubtotal > 0 ? `${what}, ${text.minimum(vnd(promotion.minSubtotal))}` : what;
  };
  const toggle = (promotion: AdminPromotion) => {
    refusals.dismissRefusal();
    setActive.mutate(
      { id: promotion._id, active: !promotion.active },
      // The answer is the promotion itself, with no message of its own: the toast says what happened.
      {
        onSuccess: () => toast.success(promotion.active ? text.paused : text.resumed),
        onError: (error) => refusals.refuse(withServerMessage(text.toggleFailed, error)),
      },
    );
  };
  const stateBadge = (promotion: AdminPromotion) => {
    const state = promotionState(promotion, now);
    return (
      <span
        className={clsx(
          'inline-block rounded-pill px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
          STATE_TONES[state],
        )}
      >
        {text.states[state]}
      </span>
    );
  };

  const page = promotions.data;
  return (
    <div>
      <PageHeader
        title={text.title}
        description={page ? text.count(page.pagination.totalItems) : text.description}
        actions={
          <>
            <SelectField<PromotionListState | ''>
              id="promotion-state-filter"
              label={text.filter}
              value={list.filters.state}
              all={text.all}
              options={LIST_STATES}
              optionLabel={(state) => text.filters[state]}
              onChange={(state) => list.setFilter('state', state)}
              className={`${ui.inlineSelect} w-52 py-2`}
            />
            <AddButton label={text.add} onClick={() => setEditing('new')} />
          </>
        }
      />
      {refusals.refusal && <AlertBanner message={refusals.refusal} onDismiss={refusals.dismissRefusal} />}
      {promotions.isError && <AlertBanner message={serverMessage(promotions.error) ?? text.loadFailed} />}
      <AdminTable
        label={text.listLabel}
        columns={[
          { label: text.columns.promotion },
          { label: text.columns.gives, wide: true },
          { label: text.columns.window, wide: true },
          { label: text.columns.uses, wide: true, className: 'text-right' },
          { label: text.columns.results, wide: true, className: 'text-right' },
          { label: text.columns.state },
        ]}
        actions
        rows={page?.data}
        pending={promotions.isPending}
        loading={text.loading}
        empty={text.empty}
      >
        {(promotion) => {
          const window = text.window(date(promotion.startsAt), date(promotion.endsAt));
          const uses = text.uses(promotion.uses, promotion.totalLimit);
          const results = text.results(vnd(promotion.discountGiven), vnd(promotion.revenue));
          return (
            <tr key={promotion._id}>
              <td className={`${ui.td} max-w-64`}>
                <span className="block font-medium wrap-anywhere">{title(promotion)}</span>
                <span className="block font-mono text-xs text-ink-600">{promotion.code ?? text.automatic}</span>
                <span className={`${ui.phoneOnly} mt-1 block text-sm text-ink-600`}>
                  {gives(promotion)} · {window} · {uses} · {results}
                </span>
              </td>
              <td className={`${ui.td} ${ui.wide} text-sm`}>
                <span className="block text-xs text-ink-600">{text.kinds[promotion.kind]}</span>
                {gives(promotion)}
              </td>
              <td className={`${ui.td} ${ui.wide} text-sm whitespace-nowrap text-ink-600`}>{window}</td>
              <td className={`${ui.td} ${ui.wide} text-right tabular-nums`}>{uses}</td>
              <td className={`${ui.td} ${ui.wide} text-right text-sm whitespace-nowrap tabular-nums`}>{results}</td>
              <td className={ui.td}>{stateBadge(promotion)}</td>
              <RowActions>
                <RowActionButton
                  icon={Pencil}
                  label={text.edit(title(promotion))}
                  tone="brand"
                  onClick={() => setEditing(promotion)}
                />
                <RowActionButton
                  icon={promotion.active ? Pause : Play}
                  label={promotion.active ? text.pause(title(promotion)) : text.resume(title(promotion))}
                  tone="brand"
                  onClick={() => toggle(promotion)}
                />
                <RowActionButton
                  icon={Trash2}
                  label={text.remove(title(promotion))}
                  tone="danger"
                  onClick={() => deletion.askToDelete(promotion)}
                />
              </RowActions>
            </tr>
          );
        }}
      </AdminTable>
      <ListPagination pagination={page?.pagination} onPageChange={list.setPage} />
      {editing && (
        <PromotionFormModal promotion={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
      <DeleteDialog
        deletion={deletion}
        title={text.deleteTitle}
        message={(promotion) => text.deleteConfirm(title(promotion))}
      />
    </div>
  );
}
