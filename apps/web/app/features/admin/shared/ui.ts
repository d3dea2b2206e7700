/** Tailwind class sets the admin screens share, so buttons, fields and tables look the same everywhere. */
// Colours fade on hover, but a button's opacity changes at once: a list's Refresh button turns enabled again
// when a background read ends, and half-way through a fade from 60 % its text failed the contrast check.
const button =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const ui = {
  btnPrimary: `${button} bg-brand-600 text-white hover:bg-brand-700`,
  btnSecondary: `${button} border border-cream-200 bg-white text-ink-900 hover:bg-cream-100`,
  btnDanger: `${button} bg-sale-600 text-white hover:bg-sale-700`,
  iconBtn: 'grid size-9 place-items-center rounded-lg transition-colors disabled:opacity-50',
  label: 'mb-1 block text-sm font-medium text-ink-900',
  input:
    'block w-full rounded-lg border border-ink-400/60 bg-white px-3 py-2 text-sm text-ink-900 placeholder:text-ink-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-invalid:border-sale-600',
  /** A select sized by its own width class (table cells, toolbars), unlike the full-width `input`. */
  inlineSelect:
    'block shrink-0 rounded-lg border border-ink-400/60 bg-white px-2 py-1.5 text-sm text-ink-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none',
  /** The row actions: stacked on phones so both stay in view, side by side from md. */
  actions: 'flex flex-col items-end gap-1 md:flex-row md:justify-end',
  fieldError: 'mt-1 text-sm text-sale-600',
  card: 'rounded-card border border-cream-200 bg-white shadow-sm',
  tableWrap: 'relative overflow-x-auto rounded-card border border-cream-200 bg-white shadow-sm',
  table: 'w-full text-left text-sm',
  /** Secondary columns fold into the first cell on phones (see `phoneOnly`) instead of scrolling off-screen. */
  wide: 'hidden md:table-cell',
  phoneOnly: 'md:hidden',
  th: 'bg-cream-100 px-3 py-3 md:px-4 text-xs font-semibold tracking-wide text-ink-600 uppercase',
  td: 'border-t border-cream-200 px-3 py-3 align-middle md:px-4',
} as const;
