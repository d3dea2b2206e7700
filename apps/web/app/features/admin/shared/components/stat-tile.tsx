import type { LucideIcon } from 'lucide-react';

const TILE_TONES = {
  sky: 'bg-sky-100 text-sky-800',
  brand: 'bg-brand-100 text-brand-800',
  emerald: 'bg-emerald-100 text-emerald-800',
  amber: 'bg-amber-100 text-amber-800',
} as const;

/** One headline number with its label and icon. */
export function StatTile({
  label,
  value,
  Icon,
  tone,
}: {
  label: string;
  value: string;
  Icon: LucideIcon;
  tone: keyof typeof TILE_TONES;
}) {
  return (
    <div className="rounded-card border border-cream-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <span className={`grid size-10 shrink-0 place-items-center rounded-xl ${TILE_TONES[tone]}`}>
          <Icon className="size-5" aria-hidden />
        </span>
        <p className="text-sm font-medium text-ink-600">{label}</p>
      </div>
      <p className="mt-3 font-display text-2xl font-bold text-ink-900 tabular-nums">{value}</p>
    </div>
  );
}
