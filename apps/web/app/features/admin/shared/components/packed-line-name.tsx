import type { OrderLine } from '@veggie/contract';
import { saleQuantityIn } from '../../../../components/product/product-unit';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { useAdminFormat } from '../format';
import { packingChangeMessages } from '../messages';

/**
 * A line's product, what the shopper allows should it run short, and what the packers did: the product put in
 * instead ("→ Cải ngọt × 2 bó, 30.000 ₫") or the line taken out. The packing list and the order's details show it.
 */
export function PackedLineName({
  line,
}: {
  line: Pick<OrderLine, 'name' | 'substitution' | 'substitute' | 'removed'>;
}) {
  const text = useMessages(packingChangeMessages);
  const format = useAdminFormat();
  const locale = useLocale();
  const { substitute } = line;
  return (
    <>
      <span className={line.removed || substitute ? 'line-through' : undefined}>{line.name}</span>
      {line.substitution && (
        <span className="block text-xs text-ink-600 print:text-black">{text[line.substitution]}</span>
      )}
      {substitute && (
        <span className="block font-semibold">
          {text.replacedBy(
            substitute.name,
            saleQuantityIn(substitute.unit, substitute.quantity, locale),
            format.money(substitute.amount),
          )}
        </span>
      )}
      {line.removed && <span className="block font-semibold">{text.removed}</span>}
    </>
  );
}
