import QRCode from 'qrcode';
import { useMemo } from 'react';
import { paths } from '../../../../config/paths';
import { useOrigin } from '../../../../lib/canonical';
import { useMessages } from '../../../../lib/i18n';
import { adminDeliveryMessages } from '../messages';

/** The quiet zone around the code, in modules (the payments' VietQR keeps 2 too). */
const MARGIN = 2;

/**
 * The trace page's address: on PUBLIC_URL when the shop knows it, else on the address the admin opened the
 * list at (a phone scanning the label must reach the same shop).
 */
function traceUrl(origin: string, code: string): string {
  const base = origin || (typeof window === 'undefined' ? '' : window.location.origin);
  return `${base}${paths.trace(code)}`;
}

/** The QR's dark modules as one SVG path: a square per module, drawn in black on paper. */
function qrPath(text: string): { size: number; d: string } {
  // Medium error correction, as for VietQR: a label may be crumpled or wet.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) d += `M${column + MARGIN} ${row + MARGIN}h1v1h-1z`;
    }
  }
  return { size: modules.size + 2 * MARGIN, d };
}

/**
 * A line's label: a QR of its batch's trace page (`/trace/<code>`) and the code printed under it, for a
 * shopper whose phone cannot scan it.
 */
export function BatchLabel({ code }: { code: string }) {
  const text = useMessages(adminDeliveryMessages).packing;
  const origin = useOrigin();
  const url = traceUrl(origin, code);
  const { size, d } = useMemo(() => qrPath(url), [url]);
  return (
    <figure className="inline-flex flex-col items-center gap-0.5">
      <svg
        role="img"
        aria-label={text.traceQr(code)}
        viewBox={`0 0 ${size} ${size}`}
        className="size-16 bg-white"
        shapeRendering="crispEdges"
        data-url={url}
      >
        <path d={d} fill="#000" />
      </svg>
      <figcaption className="font-mono text-xs tracking-wider">{code}</figcaption>
    </figure>
  );
}
