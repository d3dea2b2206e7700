import clsx from 'clsx';
import { Star, StarHalf } from 'lucide-react';
import { useMessages } from '../../../lib/i18n';
import { catalogMessages } from '../messages';

export type StarFill = 'full' | 'half' | 'empty';

/** Five stars for an average rating of 0..5, rounded to the nearest half star. */
export function starFills(avgRating: number): StarFill[] {
  const halves = Math.round(Math.min(5, Math.max(0, avgRating || 0)) * 2);
  return Array.from({ length: 5 }, (_, i) => {
    const left = halves - i * 2;
    return left >= 2 ? 'full' : left === 1 ? 'half' : 'empty';
  });
}

/** "4.5": one decimal, none for whole numbers. */
function ratingText(avgRating: number): string {
  return String(Math.round(Math.min(5, Math.max(0, avgRating || 0)) * 10) / 10);
}

export function RatingStars({ avgRating, className }: { avgRating: number; className?: string }) {
  const text = useMessages(catalogMessages);
  return (
    <span
      role="img"
      aria-label={text.rated(ratingText(avgRating))}
      className={clsx('inline-flex items-center gap-0.5', className)}
    >
      {starFills(avgRating).map((fill, i) => (
        <span key={i} data-fill={fill} className="relative inline-block size-5">
          <Star className="absolute inset-0 size-5 text-cream-200" fill="currentColor" strokeWidth={0} aria-hidden />
          {fill === 'full' && (
            <Star className="absolute inset-0 size-5 text-amber-500" fill="currentColor" strokeWidth={0} aria-hidden />
          )}
          {fill === 'half' && (
            <StarHalf
              className="absolute inset-0 size-5 text-amber-500"
              fill="currentColor"
              strokeWidth={0}
              aria-hidden
            />
          )}
        </span>
      ))}
    </span>
  );
}
