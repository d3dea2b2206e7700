import { LIMITS, type PackingList, type SubstituteLineBody } from '@veggie/contract';
import { useId, useState, type FormEvent } from 'react';
import { Dialog, DialogFooter } from '../../../../components/ui/dialog';
import { unitLabelIn } from '../../../../components/product/product-unit';
import { ApiError, serverMessage } from '../../../../lib/api-client';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { AlertBanner } from '../../shared/components/alert-banner';
import { useAdminFormat } from '../../shared/format';
import { ui } from '../../shared/ui';
import { useSubstituteLine } from '../api/substitute-line';
import { useSubstitutes } from '../api/substitutes';
import { adminDeliveryMessages } from '../messages';

type Line = PackingList['wards'][number]['orders'][number]['lines'][number];

const WHOLE = /^[0-9]+$/;

/**
 * "Out of stock" on a packing list line: the products the shop suggests in its place (name, unit, price, stock)
 * with a quantity, to replace the line, or the line taken out. A shopper who asked for no replacement only gets
 * "take it out" (the server would refuse a replacement: 409 `substitution_not_wanted`). The server's refusals
 * show here in the admin's language; a success closes the dialog and the packing list is read again.
 */
export function SubstituteDialog({
  orderId,
  line,
  slotId,
  onClose,
}: {
  orderId: string;
  line: Line;
  slotId: string;
  onClose: () => void;
}) {
  const text = useMessages(adminDeliveryMessages).packing.substitution;
  const locale = useLocale();
  const format = useAdminFormat();
  const replaceable = line.substitution !== 'none';
  const suggestions = useSubstitutes(orderId, line._id);
  const change = useSubstituteLine(slotId);
  const [productId, setProductId] = useState<string | null>(line.substitute?.productId ?? null);
  const [quantity, setQuantity] = useState(String(line.substitute?.quantity ?? line.quantity));
  const [problem, setProblem] = useState<string | null>(null);
  const quantityId = useId();
  const hintId = useId();

  const send = async (body: SubstituteLineBody) => {
    setProblem(null);
    try {
      await change.mutateAsync({ orderId, lineId: line._id, body });
    } catch (error) {
      setProblem(serverMessage(error) ?? text.failed);
      // The product sold out or went meanwhile: the suggestions as they are now.
      if (error instanceof ApiError && error.code === 'substitute_unavailable') void suggestions.refetch();
      return;
    }
    toast.success(body.action === 'replace' ? text.replacedDone : text.removedDone);
    onClose();
  };

  const replace = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    if (productId === null) {
      setProblem(text.chooseProduct);
      return;
    }
    const value = quantity.trim();
    if (!WHOLE.test(value) || Number(value) < 1 || Number(value) > LIMITS.cartQuantityMax) {
      setProblem(text.invalidQuantity(LIMITS.cartQuantityMax));
      return;
    }
    void send({ action: 'replace', productId, quantity: Number(value) });
  };

  const remove = () => {
    if (!change.isPending) void send({ action: 'remove' });
  };

  return (
    <Dialog title={text.outOfStockOf(line.name)} onClose={onClose}>
      <form onSubmit={replace} noValidate className="flex flex-col gap-4">
        {problem && <AlertBanner message={problem} />}
        {!replaceable ? (
          <p className="text-ink-900">{text.notWanted}</p>
        ) : suggestions.isPending ? (
          <p role="status" className="text-ink-600">
            {text.loading}
          </p>
        ) : suggestions.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-2 text-sale-700">
            <span>{serverMessage(suggestions.error) ?? text.loadFailed}</span>
            <button type="button" className={ui.btnSecondary} onClick={() => void suggestions.refetch()}>
              {text.tryAgain}
            </button>
          </div>
        ) : suggestions.data.length === 0 ? (
          <p className="text-ink-900">{text.noSuggestion}</p>
        ) : (
          <>
            <fieldset>
              <legend className="mb-2 text-sm font-semibold text-ink-900">{text.suggestions}</legend>
              <ul className="space-y-2">
                {suggestions.data.map((product) => (
                  <li key={product._id}>
                    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-cream-200 p-3 has-checked:border-brand-600 has-checked:ring-1 has-checked:ring-brand-600">
                      <input
                        type="radio"
                        name="substitute"
                        value={product._id}
                        checked={productId === product._id}
                        onChange={() => setProductId(product._id)}
                        className="mt-1 size-4 accent-brand-600"
                      />
                      <span className="min-w-0 text-sm">
                        <span className="block font-semibold break-words text-ink-900">
                          {locale === 'en' && product.nameEn ? `${product.name} (${product.nameEn})` : product.name}
                        </span>
                        <span className="block text-ink-600 tabular-nums">
                          {text.offer(
                            format.money(product.priceEach),
                            unitLabelIn(product.unit, locale),
                            product.stock,
                          )}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <div>
              <label htmlFor={quantityId} className={ui.label}>
                {text.quantity}
              </label>
              <input
                id={quantityId}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                aria-describedby={hintId}
                value={quantity}
                onChange={(event) => setQuantity(event.target.value)}
                className={`${ui.input} w-28 tabular-nums`}
              />
              <p id={hintId} className="mt-1 text-xs text-ink-600">
                {text.quantityHint}
              </p>
            </div>
          </>
        )}
        <DialogFooter divided className="mt-2">
          <button type="button" onClick={onClose} className={ui.btnSecondary}>
            {text.cancel}
          </button>
          <button type="button" onClick={remove} aria-disabled={change.isPending || undefined} className={ui.btnDanger}>
            {text.remove}
          </button>
          {replaceable && suggestions.data && suggestions.data.length > 0 && (
            <button type="submit" aria-disabled={change.isPending || undefined} className={ui.btnPrimary}>
              {change.isPending ? text.saving : text.replace}
            </button>
          )}
        </DialogFooter>
      </form>
    </Dialog>
  );
}
