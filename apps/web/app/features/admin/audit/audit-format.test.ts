import { formatVnd, type AuditEntry } from '@veggie/contract';
import { describe, expect, it } from 'vitest';
import { auditActorName, auditEntity, summariseAudit as summarise } from './audit-format';
import { orderStatusMessages } from '../../../components/orders/messages';
import { adminAuditMessages } from './messages';

const summariseAudit = (entry: AuditEntry, lang: 'en' | 'vi' = 'en') =>
  summarise(entry, adminAuditMessages[lang]!.words, orderStatusMessages[lang]!, (amount) => formatVnd(amount, lang));

const entry = (fields: Pick<AuditEntry, 'action' | 'entity' | 'details'>): AuditEntry => ({
  _id: 'a1',
  actor: { _id: 'u1', email: 'boss@veggie.vn' },
  createdAt: '2026-11-20T01:05:09.000Z',
  ...fields,
});

describe('audit entry in words', () => {
  it('says a status or role change as before → after', () => {
    const shipped = entry({
      action: 'order.status_changed',
      entity: { type: 'order', id: 'o1' },
      details: { from: 'processing', to: 'shipped' },
    });
    expect(summariseAudit(shipped)).toBe('Processing → Shipped');
    expect(summariseAudit(shipped, 'vi')).toBe('Đang xử lý → Đang giao');
    expect(
      summariseAudit(
        entry({
          action: 'user.role_changed',
          entity: { type: 'user', id: 'u2' },
          details: { email: 'lan@x.vn', from: 'user', to: 'admin' },
        }),
      ),
    ).toBe('User → Admin');
  });

  it("shows prices in dong in the reader's format and names the other changed fields", () => {
    const updated = entry({
      action: 'product.updated',
      entity: { type: 'product', id: 'p1' },
      details: {
        name: 'Cà chua',
        fields: ['name', 'price', 'salePrice', 'stock'],
        price: { from: 25_000, to: 22_000 },
        salePrice: { from: 20_000, to: null },
      },
    });
    expect(summariseAudit(updated)).toBe(
      'price 25,000\u00a0₫ → 22,000\u00a0₫ · sale price 20,000\u00a0₫ → none · changed name, stock',
    );
    expect(summariseAudit(updated, 'vi')).toMatch(/^giá 25\.000\u00a0₫ → 22\.000\u00a0₫ · /);
  });

  it('gives a deleted order its last status and total, and a bare deletion a dash', () => {
    expect(
      summariseAudit(
        entry({
          action: 'order.deleted',
          entity: { type: 'order', id: 'o1' },
          details: { status: 'delivered', totalAmount: 120_000 },
        }),
      ),
    ).toBe('was Delivered · total 120,000\u00a0₫');
    expect(
      summariseAudit(
        entry({ action: 'order.deleted', entity: { type: 'order', id: 'o1' }, details: { status: 'delivered' } }),
        'vi',
      ),
    ).toContain('Đã giao');
    expect(
      summariseAudit(entry({ action: 'category.deleted', entity: { type: 'category', id: 'c1' }, details: {} })),
    ).toBe('—');
  });

  it('links products and categories that still exist, never a deleted one', () => {
    const product = { type: 'product', id: 'p1' } as const;
    expect(auditEntity(entry({ action: 'product.updated', entity: product, details: { name: 'Cà chua' } }))).toEqual({
      label: 'Cà chua',
      href: '/shop/p1',
    });
    expect(auditEntity(entry({ action: 'product.deleted', entity: product, details: { name: 'Cà chua' } }))).toEqual({
      label: 'Cà chua',
      href: undefined,
    });
    expect(
      auditEntity(
        entry({ action: 'category.created', entity: { type: 'category', id: 'c1' }, details: { name: 'Nấm' } }),
      ).href,
    ).toBe('/shop?category=c1');
    expect(
      auditEntity(
        entry({
          action: 'order.deleted',
          entity: { type: 'order', id: '5f0c1d2e-aaaa-bbbb-cccc-0123456789ab' },
          details: { email: 'minh@x.vn' },
        }),
      ),
    ).toEqual({ label: '#456789AB · minh@x.vn' });
  });

  it('names the shop itself as the actor of what it did on its own, in the reader’s language', () => {
    const expired = {
      ...entry({ action: 'order.payment_expired', entity: { type: 'order', id: 'o1' }, details: {} }),
      actor: { _id: null, email: 'system' },
    };
    expect(auditActorName(expired, adminAuditMessages.en.words)).toBe('Veggie Market (automatic)');
    expect(auditActorName(expired, adminAuditMessages.vi!.words)).toBe('Veggie Market (tự động)');
    // A deleted admin keeps their email.
    const former = { ...expired, actor: { _id: null, email: 'former@veggie.vn' } };
    expect(auditActorName(former, adminAuditMessages.en.words)).toBe('former@veggie.vn');
    const byAdmin = entry({ action: 'order.status_changed', entity: { type: 'order', id: 'o1' }, details: {} });
    expect(auditActorName(byAdmin, adminAuditMessages.en.words)).toBe('boss@veggie.vn');
  });
});
