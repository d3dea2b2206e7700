import { SYSTEM_ACTOR_EMAIL, type AuditEntry, type SecurityEvent } from '@veggie/contract';
import { paths } from '../../../config/paths';
import { adminPaths } from '../../../config/admin-paths';
import type { orderStatusMessages } from '../../../components/orders/messages';
import { formatOrderId, orderStatusLabel } from '../../../components/orders/order-status';
import type { AuditWords } from './messages';

/** What the entry is about, in words, and where to see it when there is a page for it. */
export function auditEntity({ action, entity, details }: AuditEntry): { label: string; href?: string } {
  const gone = action.endsWith('.deleted');
  switch (entity.type) {
    case 'product':
      return { label: details.name ?? entity.id, href: gone ? undefined : paths.product(entity.id) };
    case 'category':
      return { label: details.name ?? entity.id, href: gone ? undefined : paths.shop({ category: entity.id }) };
    case 'order':
      return { label: details.email ? `${formatOrderId(entity.id)} · ${details.email}` : formatOrderId(entity.id) };
    case 'user':
      return { label: details.email ?? entity.id };
    case 'settings':
      return { label: entity.id, href: adminPaths.settings() };
    case 'synonyms':
      return { label: details.name ?? details.to ?? entity.id, href: gone ? undefined : adminPaths.search() };
    case 'delivery_zone':
    case 'slot_template':
      return { label: details.name ?? entity.id, href: gone ? undefined : adminPaths.delivery() };
    case 'closed_day':
      return { label: details.name ? `${entity.id} · ${details.name}` : entity.id, href: adminPaths.delivery() };
    case 'contact_message':
      return { label: entity.id, href: adminPaths.messages() };
    case 'promotion':
      return { label: details.name ?? entity.id };
  }
}

/** Who acted: the admin's email, or the shop itself (an unpaid transfer expiring) in the reader's words. */
export function auditActorName({ actor }: AuditEntry, words: AuditWords): string {
  return actor._id === null && actor.email === SYSTEM_ACTOR_EMAIL ? words.system : actor.email;
}

/**
 * The details in one line, e.g. "Processing → Shipped" or "price 25.000 ₫ → 22.000 ₫ · changed stock", in the
 * reader's words (`statuses`: how order statuses read in their language) and money format (`formatMoney`).
 */
export function summariseAudit(
  { action, details }: AuditEntry,
  words: AuditWords,
  statuses: (typeof orderStatusMessages)['en'],
  formatMoney: (amount: number) => string,
): string {
  const money = (amount: number | null) => (amount === null ? words.noAmount : formatMoney(amount));
  const parts: string[] = [];
  if (details.from !== undefined && details.to !== undefined) {
    const label =
      action === 'order.status_changed'
        ? (status: string) => orderStatusLabel(status, statuses)
        : (role: string) => roleLabel(role, words);
    parts.push(`${label(details.from)} → ${label(details.to)}`);
  }
  if (details.price) parts.push(words.price(money(details.price.from), money(details.price.to)));
  if (details.salePrice) parts.push(words.salePrice(money(details.salePrice.from), money(details.salePrice.to)));
  const priced = new Set([details.price && 'price', details.salePrice && 'salePrice']);
  const otherFields = (details.fields ?? []).filter((field) => !priced.has(field));
  if (otherFields.length > 0)
    parts.push(words.changed(otherFields.map((field) => words.fields[field] ?? field).join(', ')));
  if (details.status !== undefined) parts.push(words.was(orderStatusLabel(details.status, statuses)));
  if (details.totalAmount !== undefined) parts.push(words.total(formatMoney(details.totalAmount)));
  return parts.length > 0 ? parts.join(' · ') : '—';
}

/** A security event's details in one line, e.g. "User → Admin · by boss@veggie.vn". */
export function summariseSecurityEvent({ kind, details }: SecurityEvent, words: AuditWords): string {
  const parts: string[] = [];
  if (details.from !== undefined && details.to !== undefined) {
    const label = kind === 'role_changed' ? (role: string) => roleLabel(role, words) : (text: string) => text;
    parts.push(`${label(details.from)} → ${label(details.to)}`);
  }
  if (details.by) parts.push(words.by(details.by));
  return parts.length > 0 ? parts.join(' · ') : '—';
}

/** A role's name; a role this screen does not know reads as stored. */
function roleLabel(role: string, words: AuditWords): string {
  return words.roles[role] ?? role;
}
