import {
  substituteAmount,
  translate,
  unitPrice,
  type Language,
  type MessageKey,
  type MessageParams,
  type SubstituteLineBody,
} from '@veggie/contract';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import {
  lockProductById,
  lockProductsById,
  productBriefs,
  returnStock,
  substituteCandidates,
  takeStock,
  toProductUnit,
} from '../products/products.service';
import { availableText, stockTaken } from './order-stock';
import { settleLockedOrderTotals } from './order-totals';
import * as repo from './orders.repository';
import { lockOrderById } from './orders.service';
import type { OrderLineRow, OrderRow } from './orders.table';

/** The most suggestions a packer is shown for one line. */
const SUGGESTIONS_MAX = 5;

/** The line `lineId` of an order's lines; 404 `order_line_not_found` for any other (a malformed id too). */
function lineOf<L extends { id: string }>(lines: L[], lineId: string): L {
  const line = isUuid(lineId) ? lines.find(({ id }) => id === lineId.toLowerCase()) : undefined;
  if (!line) throw notFound('orderLineNotFound');
  return line;
}

/**
 * `GET /orders/admin/orders/:id/lines/:lineId/substitutes`: products of the line's category (as it was at
 * checkout, else the ordered product's now) other than the one ordered, in stock, nearest first to what the
 * line cost per sale unit; at most SUGGESTIONS_MAX. None when the category is unknown.
 */
export async function substituteSuggestions(db: Db, orderId: string, lineId: string) {
  const order = isUuid(orderId) ? await repo.findOrder(db, orderId) : null;
  if (!order) throw notFound('orderNotFound');
  const line = lineOf(await repo.listOrderLines(db, order.id), lineId);
  const [ordered] = line.productId ? await productBriefs(db, [line.productId]) : [];
  const categoryId = line.categoryId ?? ordered?.categoryId;
  if (!categoryId) return [];
  return substituteCandidates(db, {
    categoryId,
    excludeId: line.productId,
    price: line.priceEach,
    limit: SUGGESTIONS_MAX,
  });
}

/** What substituting did: the order after it, the line, and whether anything changed (else nobody is told). */
export interface SubstitutionResult {
  order: OrderRow;
  lineId: string;
  changed: boolean;
}

type HeldLine = Pick<
  OrderLineRow,
  'productId' | 'quantity' | 'stepGrams' | 'pickedGrams' | 'removed' | 'substituteProductId' | 'substituteStock'
>;

/**
 * The stock a line holds now, as orders.repository stockOfLine counts it: its substitute's, none once taken
 * out, else what its product gave at checkout (or at the scale); null when it holds none.
 */
function heldStock(line: HeldLine): { productId: string; quantity: number } | null {
  if (line.removed) return null;
  if (line.substituteProductId !== null) {
    return { productId: line.substituteProductId, quantity: line.substituteStock ?? 0 };
  }
  if (line.productId === null) return null;
  const quantity = line.stepGrams === null ? line.quantity : (line.pickedGrams ?? line.quantity * line.stepGrams);
  return { productId: line.productId, quantity };
}

/** 409 substitute_unavailable naming the product and why, in the admin's language. */
function substituteUnavailable(product: string, reason: MessageKey, lang: Language, params?: MessageParams) {
  return conflict('substituteUnavailable', { product, reason: translate(reason, lang, params) });
}

/**
 * `POST /orders/admin/orders/:id/lines/:lineId/substitute`: the packers replace a line whose product ran
 * short with `productId` × `quantity` (its sale units), or take the line out. Only while the order is
 * `processing` (409 `order_not_substitutable`); replacing needs the shopper's "similar" (409
 * `substitution_not_wanted`) and a product that is not the one ordered, still sold and in stock (409
 * `substitute_unavailable`). In one transaction, the order locked first and the products in id order
 * (checkout's and weighing's lock order), so a concurrent weighing, status change or cancel sees it whole:
 * - the stock the line held goes back (the ordered product's, taken at checkout, or an earlier substitute's)
 *   and the substitute's is taken;
 * - the line costs substituteAmount (today's price of the substitute, never more than the line as ordered,
 *   priceEach × quantity) or 0 once taken out; a weight line replaced is final, not estimated;
 * - the totals and the money follow (order-totals.ts): a cheaper total makes what was paid beyond it refund
 *   due, or lowers the cash due.
 * Taking out a line already taken out changes nothing. Audited as `order.line_substituted` or
 * `order.line_removed`.
 */
export function substituteLine(
  db: Db,
  actor: AuditActor,
  { orderId, lineId }: { orderId: string; lineId: string },
  body: SubstituteLineBody,
  { lang, now }: { lang: Language; now: Date },
): Promise<SubstitutionResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (order.status !== 'processing') throw conflict('orderNotSubstitutable');
    const lines = await repo.listOrderLines(tx, order.id);
    const line = lineOf(lines, lineId);
    if (body.action === 'remove' && line.removed) return { order, lineId: line.id, changed: false };

    const wantedId = body.action === 'replace' ? body.productId.toLowerCase() : null;
    if (body.action === 'replace') {
      if (line.substitution === 'none') throw conflict('substitutionNotWanted', { product: line.name });
      if (wantedId === line.productId) throw substituteUnavailable(line.name, 'substituteIsOrdered', lang);
    }
    const held = heldStock(line);
    const moving = [held?.productId, wantedId].filter((id): id is string => id !== null && id !== undefined);
    await lockProductsById(tx, [...new Set(moving.filter(isUuid))].sort());
    if (held) await returnStock(tx, held.productId, held.quantity);

    let change: Required<repo.LineSubstitution> = {
      removed: true,
      substituteProductId: null,
      substituteName: null,
      substituteNameEn: null,
      substituteUnit: null,
      substituteQuantity: null,
      substituteStock: null,
      substituteAmount: null,
    };
    if (body.action === 'replace' && wantedId !== null) {
      // Read after the stock went back, so a second substitution by the same product may use what it held.
      const product = isUuid(wantedId) ? await lockProductById(tx, wantedId) : undefined;
      if (!product) throw substituteUnavailable(body.productId, 'substituteNotSold', lang);
      const stock = stockTaken(product, body.quantity);
      if (!(await takeStock(tx, product.id, stock))) {
        throw substituteUnavailable(product.name, 'substituteShort', lang, {
          available: availableText(product, lang),
        });
      }
      change = {
        removed: false,
        substituteProductId: product.id,
        substituteName: product.name,
        substituteNameEn: product.nameEn,
        substituteUnit: toProductUnit(product),
        substituteQuantity: body.quantity,
        substituteStock: stock,
        substituteAmount: substituteAmount(line.priceEach * line.quantity, unitPrice(product), body.quantity),
      };
    }
    await repo.setLineSubstitution(tx, line.id, change);
    const after = lines.map((each) => (each.id === line.id ? { ...each, ...change } : each));
    const updated = await settleLockedOrderTotals(tx, order, after, now);
    await recordAudit(tx, {
      actor,
      action: change.substituteName === null ? 'order.line_removed' : 'order.line_substituted',
      entity: { type: 'order', id: order.id },
      customerId: order.userId,
      details: {
        email: order.customerEmail,
        // What the line held before (the product ordered or an earlier substitute) and what it holds now.
        from: line.substituteName ?? line.name,
        ...(change.substituteName !== null && { to: change.substituteName }),
        amount: change.substituteAmount ?? 0,
        totalAmount: updated.totalAmount,
      },
    });
    return { order: updated, lineId: line.id, changed: true };
  });
}
