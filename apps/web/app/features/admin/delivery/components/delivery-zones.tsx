import type { DeliveryZone } from '@veggie/contract';
import { useState } from 'react';
import { serverMessage } from '../../../../lib/api-client';
import { useMessages } from '../../../../lib/i18n';
import { AdminTable } from '../../shared/components/admin-table';
import { AlertBanner } from '../../shared/components/alert-banner';
import { AddButton, EditDeleteActions } from '../../shared/components/catalog-rows';
import { DeleteDialog } from '../../shared/components/delete-dialog';
import { PageHeader } from '../../shared/components/page-header';
import { useAdminFormat } from '../../shared/format';
import { useConfirmDelete } from '../../shared/hooks/use-confirm-delete';
import { useRefusal } from '../../shared/hooks/use-refusal';
import { ui } from '../../shared/ui';
import { useDeleteDeliveryZone, type useDeliveryZones } from '../api/zones';
import { adminDeliveryMessages } from '../messages';
import { StatusBadge } from './status-badge';
import { ZoneFormModal } from './zone-form-modal';

/** The delivery zones with what they cover and cost; add, edit and delete. */
export function DeliveryZones({ zones }: { zones: ReturnType<typeof useDeliveryZones> }) {
  const text = useMessages(adminDeliveryMessages).zones;
  const format = useAdminFormat();
  const [editing, setEditing] = useState<DeliveryZone | 'new' | null>(null);
  const refusals = useRefusal();
  const deletion = useConfirmDelete<DeliveryZone>(useDeleteDeliveryZone(), {
    succeeded: text.deleted,
    failed: text.deleteFailed,
    refusal: refusals,
  });

  const coverage = (zone: DeliveryZone) => (
    <>
      <span className="block text-ink-600">{text.coverage(zone.provinces.length, zone.wards.length)}</span>
      <span className="block text-xs break-words text-ink-600">
        {[...zone.provinces, ...zone.wards].map((place) => place.name).join(', ')}
      </span>
    </>
  );
  const price = (zone: DeliveryZone) =>
    [
      text.fee(format.money(zone.fee)),
      zone.freeFrom === null ? text.neverFree : text.freeFrom(format.money(zone.freeFrom)),
      text.minOrder(format.money(zone.minOrder)),
      text.lead(zone.leadMinutes),
    ].join(' · ');

  return (
    <section aria-labelledby="zones-title">
      <PageHeader
        level={2}
        id="zones-title"
        title={text.title}
        description={zones.data ? `${text.count(zones.data.length)} · ${text.description}` : text.description}
        actions={<AddButton label={text.add} onClick={() => setEditing('new')} />}
      />
      {refusals.refusal && <AlertBanner message={refusals.refusal} onDismiss={refusals.dismissRefusal} />}
      {zones.isError && <AlertBanner message={serverMessage(zones.error) ?? text.loadFailed} />}
      <AdminTable
        label={text.listLabel}
        columns={[
          { label: text.columns.name },
          { label: text.columns.coverage, wide: true },
          { label: text.columns.price, wide: true },
          { label: text.columns.status, wide: true },
        ]}
        actions
        rows={zones.data}
        pending={zones.isPending}
        loading={text.loading}
        empty={text.empty}
      >
        {(zone) => (
          <tr key={zone._id}>
            <td className={ui.td}>
              <span className="font-medium break-words">{zone.name}</span>
              <div className={`${ui.phoneOnly} mt-1 text-sm`}>
                <StatusBadge active={zone.active} />
                <span className="mt-1 block text-ink-600">{price(zone)}</span>
                {coverage(zone)}
              </div>
            </td>
            <td className={`${ui.td} ${ui.wide} max-w-xs text-sm`}>{coverage(zone)}</td>
            <td className={`${ui.td} ${ui.wide} text-sm text-ink-600`}>{price(zone)}</td>
            <td className={`${ui.td} ${ui.wide}`}>
              <StatusBadge active={zone.active} />
            </td>
            <EditDeleteActions
              editLabel={text.edit(zone.name)}
              deleteLabel={text.remove(zone.name)}
              onEdit={() => setEditing(zone)}
              onDelete={() => deletion.askToDelete(zone)}
            />
          </tr>
        )}
      </AdminTable>
      {editing && <ZoneFormModal zone={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      <DeleteDialog deletion={deletion} title={text.deleteTitle} message={(zone) => text.deleteConfirm(zone.name)} />
    </section>
  );
}
