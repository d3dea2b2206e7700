import type { TransferOutcome } from '@veggie/contract';
import clsx from 'clsx';
import { useMessages } from '../../../../lib/i18n';
import { adminTransferMessages } from '../messages';

const BADGE = 'inline-flex rounded-pill px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

const OUTCOME_TONES: Record<TransferOutcome, string> = {
  unmatched: 'bg-sale-50 text-sale-700',
  paid: 'bg-brand-100 text-brand-900',
  underpaid: 'bg-amber-100 text-amber-900',
  overpaid: 'bg-sky-100 text-sky-900',
  late: 'bg-sale-50 text-sale-700',
  ignored: 'bg-cream-200 text-ink-900',
};

/** What a bank transfer did, in words (the colour only repeats them). */
export function TransferOutcomeBadge({ outcome }: { outcome: TransferOutcome }) {
  const text = useMessages(adminTransferMessages).outcome;
  return <span className={clsx(BADGE, OUTCOME_TONES[outcome])}>{text[outcome]}</span>;
}
