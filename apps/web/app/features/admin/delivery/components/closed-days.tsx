import { closedDayInputSchema, formatShopDate, type ClosedDay } from '@veggie/contract';
import { CalendarX } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../../components/ui/form-field';
import { serverMessage } from '../../../../lib/api-client';
import { contractResolver, showServerFieldErrors } from '../../../../lib/form-resolver';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { saveErrorMessage, withServerMessage } from '../../shared/api-errors';
import { AdminTable, RowActionButton, RowActions } from '../../shared/components/admin-table';
import { AlertBanner } from '../../shared/components/alert-banner';
import { PageHeader } from '../../shared/components/page-header';
import { useRefusal } from '../../shared/hooks/use-refusal';
import { ui } from '../../shared/ui';
import { useClosedDays, useCloseDay, useReopenDay } from '../api/closed-days';
import { adminDeliveryMessages } from '../messages';

/** The days without deliveries from today on, and a form to add one. */
export function ClosedDays() {
  const text = useMessages(adminDeliveryMessages).closedDays;
  const locale = useLocale();
  const days = useClosedDays();
  const close = useCloseDay();
  const reopen = useReopenDay();
  const refusals = useRefusal();
  const form = useForm<ClosedDay>({
    defaultValues: { date: '', reason: '' },
    resolver: contractResolver(closedDayInputSchema, locale),
  });
  const {
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit((day) => {
    refusals.dismissRefusal();
    close.mutate(day, {
      onSuccess: () => {
        toast.success(text.added);
        form.reset({ date: '', reason: '' });
      },
      onError: (error) => {
        if (!showServerFieldErrors(error, ['date', 'reason'], form.setError))
          refusals.refuse(saveErrorMessage(error, text.saveFailed));
      },
    });
  });

  const reopenDay = (day: ClosedDay) => {
    refusals.dismissRefusal();
    reopen.mutate(day.date, {
      onSuccess: (result) => toast.success(result.message || text.removed),
      onError: (error) => refusals.refuse(withServerMessage(text.removeFailed, error)),
    });
  };
  const dateText = (date: string) => formatShopDate(date, locale);

  return (
    <section aria-labelledby="closed-days-title" className="mt-10">
      <PageHeader level={2} id="closed-days-title" title={text.title} description={text.description} />
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className={`${ui.card} mb-4 grid gap-4 p-4 sm:grid-cols-[12rem_1fr_auto] sm:items-start`}
      >
        <FormField id="closed-day-date" label={text.date} error={errors.date?.message}>
          {(aria) => <input {...aria} type="date" className={ui.input} {...form.register('date')} />}
        </FormField>
        <FormField id="closed-day-reason" label={text.reason} hint={text.reasonHint} error={errors.reason?.message}>
          {(aria) => <input {...aria} className={ui.input} {...form.register('reason')} />}
        </FormField>
        <button type="submit" className={`${ui.btnPrimary} sm:mt-6`} disabled={close.isPending}>
          <CalendarX className="size-4" aria-hidden />
          {close.isPending ? text.adding : text.add}
        </button>
      </form>
      {refusals.refusal && <AlertBanner message={refusals.refusal} onDismiss={refusals.dismissRefusal} />}
      {days.isError && <AlertBanner message={serverMessage(days.error) ?? text.loadFailed} />}
      <AdminTable
        label={text.listLabel}
        columns={[{ label: text.columns.date }, { label: text.columns.reason }]}
        actions
        rows={days.data}
        pending={days.isPending}
        loading={text.loading}
        empty={text.empty}
      >
        {(day) => (
          <tr key={day.date}>
            <td className={`${ui.td} whitespace-nowrap tabular-nums`}>
              <time dateTime={day.date}>{dateText(day.date)}</time>
            </td>
            <td className={`${ui.td} break-words`}>{day.reason || text.noReason}</td>
            <RowActions>
              <RowActionButton
                icon={CalendarX}
                label={text.remove(dateText(day.date))}
                tone="danger"
                onClick={() => reopenDay(day)}
              />
            </RowActions>
          </tr>
        )}
      </AdminTable>
    </section>
  );
}
