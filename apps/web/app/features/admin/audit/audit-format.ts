import {
  formatVnd,
  type AuditAction,
  type AuditEntityType,
  type AuditEntry,
  type SecurityEvent,
  type SecurityEventKind,
} from '@veggie/contract';
import { paths } from '../../../config/paths';
import { formatOrderId, orderStatusLabel } from '../../../components/orders/order-status';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.role_changed': 'Changed user role',
  'user.updated': 'Edited user',
  'user.deleted': 'Deleted user',
  'order.status_changed': 'Changed order status',
  'order.deleted': 'Deleted order',
  'product.created': 'Created product',
  'product.updated': 'Edited product',
  'product.deleted': 'Deleted product',
  'category.created': 'Created category',
  'category.updated': 'Edited category',
  'category.deleted': 'Deleted category',
};

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  user: 'Users',
  order: 'Orders',
  product: 'Products',
  category: 'Categories',
};

export const SECURITY_EVENT_LABELS: Record<SecurityEventKind, string> = {
  login_failed: 'Failed login',
  login_locked_out: 'Login locked out',
  password_reset_requested: 'Password reset requested',
  password_reset_completed: 'Password reset',
  password_changed: 'Password changed',
  email_changed: 'Email changed',
  role_changed: 'Role changed',
};

const FIELD_LABELS: Record<string, string> = { salePrice: 'sale price' };
const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;
const ROLE_LABELS: Record<string, string> = { user: 'User', admin: 'Admin' };
const money = (amount: number | null) => (amount === null ? 'none' : formatVnd(amount));

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
  }
}

/** The details in one line, e.g. "Processing → Shipped" or "price 25.000 ₫ → 22.000 ₫ · changed stock". */
export function summariseAudit({ action, details }: AuditEntry): string {
  const parts: string[] = [];
  if (details.from !== undefined && details.to !== undefined) {
    const label = action === 'order.status_changed' ? orderStatusLabel : (role: string) => ROLE_LABELS[role] ?? role;
    parts.push(`${label(details.from)} → ${label(details.to)}`);
  }
  if (details.price) parts.push(`price ${money(details.price.from)} → ${money(details.price.to)}`);
  if (details.salePrice) parts.push(`sale price ${money(details.salePrice.from)} → ${money(details.salePrice.to)}`);
  const priced = new Set([details.price && 'price', details.salePrice && 'salePrice']);
  const otherFields = (details.fields ?? []).filter((field) => !priced.has(field));
  if (otherFields.length > 0) parts.push(`changed ${otherFields.map(fieldLabel).join(', ')}`);
  if (details.status !== undefined) parts.push(`was ${orderStatusLabel(details.status)}`);
  if (details.totalAmount !== undefined) parts.push(`total ${formatVnd(details.totalAmount)}`);
  return parts.length > 0 ? parts.join(' · ') : '—';
}

/** A security event's details in one line, e.g. "User → Admin · by boss@veggie.vn". */
export function summariseSecurityEvent({ kind, details }: SecurityEvent): string {
  const parts: string[] = [];
  if (details.from !== undefined && details.to !== undefined) {
    const label = kind === 'role_changed' ? (role: string) => ROLE_LABELS[role] ?? role : (text: string) => text;
    parts.push(`${label(details.from)} → ${label(details.to)}`);
  }
  if (details.by) parts.push(`by ${details.by}`);
  return parts.length > 0 ? parts.join(' · ') : '—';
}
