import { formatGrams, unitLabelFor, type PackingList } from '@veggie/contract';
import { useState, type FormEvent } from 'react';
import { packedAsOrdered } from '../../../../components/orders/packing';
import { EstimatedAmount } from '../../../../components/product/line-weight';
import { ApiError, serverMessage } from '../../../../lib/api-client';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { AddressCheckBadge } from '../../shared/components/address-check-badge';
import { AlertBanner } from '../../shared/components/alert-banner';
import { PackedLineName } from '../../shared/components/packed-line-name';
import { useAdminFormat } from '../../shared/format';
import { ui } from '../../shared/ui';
import { useRecordWeights } from '../api/record-weights';
import { BatchLabel } from './batch-label';
import { adminDeliveryMessages } from '../messages';
import { SubstituteDialog } from './substitute-dialog';

type Order = PackingList['wards'][number]['orders'][number];
type Line = Order['lines'][number];

const isWeightLine = (line: Line) => line.unitKind === 'weight';
/** A weight line still to be weighed: not one replaced by another product or taken out at packing. */
const isWeighable = (line: Line) => isWeightLine(line) && packedAsOrdered(line);
const WHOLE_GRAMS = /^[0-9]+$/;

/**
 * One order of the packing list. An order with lines sold by weight gets, while it is processing, an
 * input of the weighed grams per weight line and "Save weights": a weight far from what was ordered is
 * refused (409 `weight_outside_tolerance`) until the packer confirms it. On paper the inputs give way
 * to the weights saved (or a blank to write on). Each line says what the shopper allows should it run short,
 * and while processing offers "Out of stock" (SubstituteDialog); a line replaced or taken out says so.
 */
export function PackedOrder({ order, slotId }: { order: Order; slotId: string }) {
  const text = useMessages(adminDeliveryMessages).packing;
  const format = useAdminFormat();
  const locale = useLocale();
  const heading = text.order(order._id.slice(-8).toUpperCase());
  const weightLines = order.lines.filter(isWeighable);
  const sellsByWeight = order.lines.some(isWeightLine);
  const processing = order.status === 'processing';
  const canWeigh = weightLines.length > 0 && processing;
  const [shortLine, setShortLine] = useState<Line | null>(null);
  const labelled = order.lines.some((line) => line.batchCode);
  const [grams, setGrams] = useState<Record<string, string>>(() =>
    Object.fromEntries(weightLines.map((line) => [line._id, line.pickedGrams?.toString() ?? ''])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [needsConfirm, setNeedsConfirm] = useState(false);
  const [saved, setSaved] = useState(false);
  const record = useRecordWeights(slotId);

  const change = (lineId: string, value: string) => {
    setGrams((current) => ({ ...current, [lineId]: value }));
    // A confirmation was for the weights shown then.
    setNeedsConfirm(false);
    setSaved(false);
  };

  const send = async (confirm: boolean) => {
    const lines = [];
    for (const line of weightLines) {
      const value = (grams[line._id] ?? '').trim();
      if (value === '') continue;
      if (!WHOLE_GRAMS.test(value) || Number(value) < 1) {
        setProblem(text.weighing.invalid(line.name));
        return;
      }
      lines.push({ lineId: line._id, pickedGrams: Number(value) });
    }
    if (lines.length === 0) {
      setProblem(text.weighing.missing);
      return;
    }
    setProblem(null);
    setSaved(false);
    try {
      await record.mutateAsync({ orderId: order._id, body: { lines, confirm } });
      setNeedsConfirm(false);
      setSaved(true);
    } catch (error) {
      setNeedsConfirm(error instanceof ApiError && error.code === 'weight_outside_tolerance');
      setProblem(serverMessage(error) ?? text.weighing.failed);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!record.isPending) void send(false);
  };

  // On a phone the lines (name, quantity, unit, weight, amount, the label's QR) are wider than the card: the table
  // scrolls inside it, and takes the focus so a keyboard can scroll it too (axe: scrollable-region-focusable).
  const table = (
    <div role="region" aria-label={text.lines} tabIndex={0} className="mt-3 overflow-x-auto print:overflow-visible">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{text.lines}</caption>
        <thead>
          <tr className="border-b border-cream-200 print:border-black">
            <th className="py-1 pr-2 font-semibold">{text.columns.name}</th>
            <th className="py-1 pr-2 text-right font-semibold">{text.columns.quantity}</th>
            <th className="py-1 font-semibold">{text.columns.unit}</th>
            {sellsByWeight && (
              <>
                <th className="py-1 pr-2 font-semibold">{text.columns.weighed}</th>
                <th className="py-1 text-right font-semibold">{text.columns.amount}</th>
              </>
            )}
            {labelled && <th className="py-1 pl-2 text-center font-semibold">{text.columns.label}</th>}
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={`${line._id}-${index}`} className="border-b border-cream-100 print:border-black">
              <td className="py-1 pr-2 break-words">
                <PackedLineName line={line} />
                {processing && (
                  <button
                    type="button"
                    onClick={() => setShortLine(line)}
                    aria-label={text.substitution.outOfStockOf(line.name)}
                    className="mt-1 inline-flex items-center rounded-lg border border-cream-200 bg-white px-2 py-1 text-xs font-semibold text-ink-900 hover:bg-cream-100 print:hidden"
                  >
                    {text.substitution.outOfStock}
                  </button>
                )}
              </td>
              <td className="py-1 pr-2 text-right tabular-nums">
                {line.orderedGrams !== null ? formatGrams(line.orderedGrams, locale) : line.quantity}
              </td>
              <td className="py-1">
                {unitLabelFor({ label: line.unitLabel, labelEn: line.unitLabelEn }, locale, line.quantity)}
              </td>
              {sellsByWeight && (
                <>
                  <td className="py-1 pr-2">
                    {isWeighable(line) && (
                      <WeighedCell
                        line={line}
                        editable={canWeigh}
                        value={grams[line._id] ?? ''}
                        onChange={(value) => change(line._id, value)}
                      />
                    )}
                  </td>
                  <td className="py-1 text-right tabular-nums">
                    <EstimatedAmount
                      amount={line.amount}
                      estimated={isWeighable(line) && line.pickedGrams === null}
                      format={format.money}
                    />
                  </td>
                </>
              )}
              {labelled && (
                <td className="py-1 pl-2 text-center">{line.batchCode && <BatchLabel code={line.batchCode} />}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <article
      aria-label={heading}
      className="mt-4 break-inside-avoid rounded-card border border-cream-200 bg-white p-4 print:border-black"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{heading}</h3>
        <AddressCheckBadge checked={order.addressChecked} />
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-600 print:text-black">{text.receiver}</dt>
        <dd className="font-medium">{order.receiverName}</dd>
        <dt className="text-ink-600 print:text-black">{text.phone}</dt>
        <dd className="tabular-nums">{order.phone}</dd>
        <dt className="text-ink-600 print:text-black">{text.street}</dt>
        <dd className="break-words">{order.street}</dd>
        {order.note && (
          <>
            <dt className="text-ink-600 print:text-black">{text.note}</dt>
            <dd className="break-words italic">{order.note}</dd>
          </>
        )}
      </dl>
      {canWeigh ? (
        <form onSubmit={submit} noValidate aria-label={text.weighing.form(heading)}>
          {table}
          <div className="mt-3 space-y-2 print:hidden">
            {problem && <AlertBanner message={problem} />}
            {saved && (
              <p role="status" className="text-sm font-semibold text-brand-800">
                {text.weighing.saved}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              {needsConfirm ? (
                <button
                  type="button"
                  className={ui.btnPrimary}
                  aria-disabled={record.isPending || undefined}
                  onClick={() => !record.isPending && void send(true)}
                >
                  {text.weighing.confirm}
                </button>
              ) : (
                <button type="submit" className={ui.btnPrimary} aria-disabled={record.isPending || undefined}>
                  {record.isPending ? text.weighing.saving : text.weighing.save}
                </button>
              )}
            </div>
          </div>
        </form>
      ) : (
        table
      )}
      <p className="mt-2 flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-semibold">
          {sellsByWeight ? (order.estimated ? text.estimatedTotal : text.finalTotal) : text.total}:{' '}
          <span className="tabular-nums">{format.money(order.totalAmount)}</span>
        </span>
        <span className="font-semibold">{toCollect(order, text, format.money)}</span>
      </p>
      {shortLine && (
        <SubstituteDialog orderId={order._id} line={shortLine} slotId={slotId} onClose={() => setShortLine(null)} />
      )}
    </article>
  );
}

/**
 * What the driver does about money at this door, from what the order still has to collect (`amountDue`): the
 * whole total of cash on delivery, the balance of a transfer weighed above what was paid, nothing once paid.
 */
function toCollect(
  order: Order,
  text: (typeof adminDeliveryMessages.en)['packing'],
  money: (amount: number) => string,
): string {
  const due = order.amountDue;
  if (order.paymentMethod === 'cod') return due > 0 ? text.collect(money(due)) : text.paid;
  return due > 0 ? text.collectBalance(money(due)) : text.prepaid;
}

/** The weighed grams of a weight line: an input while it can be weighed, on paper what was saved. */
function WeighedCell({
  line,
  editable,
  value,
  onChange,
}: {
  line: Line;
  editable: boolean;
  value: string;
  onChange(value: string): void;
}) {
  const text = useMessages(adminDeliveryMessages).packing.weighing;
  const locale = useLocale();
  const saved = line.pickedGrams !== null ? formatGrams(line.pickedGrams, locale) : null;
  return (
    <>
      {editable && (
        <span className="inline-flex items-center gap-1 print:hidden">
          <input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            aria-label={text.inputLabel(line.name, formatGrams(line.orderedGrams ?? 0, locale))}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={`${ui.input} w-24 py-1 text-right tabular-nums`}
          />
          <span aria-hidden="true">g</span>
        </span>
      )}
      <span className={editable ? 'hidden tabular-nums print:inline' : 'tabular-nums'}>{saved ?? text.notWeighed}</span>
    </>
  );
}
