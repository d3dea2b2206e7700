import type { DeliveryZone, SlotTemplate } from '@veggie/contract';
import { useState } from 'react';
import { serverMessage } from '../../../../lib/api-client';
import { useMessages } from '../../../../lib/i18n';
import { AdminTable } from '../../shared/components/admin-table';
import { AlertBanner } from '../../shared/components/alert-banner';
import { AddButton, EditDeleteActions } from '../../shared/components/catalog-rows';
import { DeleteDialog } from '../../shared/components/delete-dialog';
import { PageHeader } from '../../shared/components/page-header';
import { useConfirmDelete } from '../../shared/hooks/use-confirm-delete';
import { useRefusal } from '../../shared/hooks/use-refusal';
import { ui } from '../../shared/ui';
import { useDeleteSlotTemplate, useSlotTemplates } from '../api/templates';
import { adminDeliveryMessages } from '../messages';
import { StatusBadge } from './status-badge';
import { TemplateFormModal } from './template-form-modal';

/** The weekly delivery times of one zone, chosen above the table. */
export function SlotTemplates({ zones }: { zones: DeliveryZone[] | undefined }) {
  const text = useMessages(adminDeliveryMessages).templates;
  const [chosenZone, setChosenZone] = useState('');
  const zoneId = zones?.some((zone) => zone._id === chosenZone) ? chosenZone : zones?.[0]?._id;
  const templates = useSlotTemplates(zoneId);
  const [editing, setEditing] = useState<SlotTemplate | 'new' | null>(null);
  const refusals = useRefusal();
  const deletion = useConfirmDelete<SlotTemplate>(useDeleteSlotTemplate(), {
    succeeded: text.deleted,
    failed: text.deleteFailed,
    refusal: refusals,
  });
  const label = (template: SlotTemplate) =>
    text.label(text.weekdays[template.weekday] ?? String(template.weekday), `${template.start}–${template.end}`);

  return (
    <section aria-labelledby="templates-title" className="mt-10">
      <PageHeader
        level={2}
        id="templates-title"
        title={text.title}
        description={text.description}
        actions={zoneId && <AddButton label={text.add} onClick={() => setEditing('new')} />}
      />
      {zones && zones.length === 0 ? (
        <p className="text-ink-600">{text.noZones}</p>
      ) : (
        <>
          <div className="mb-4 max-w-sm">
            <label htmlFor="templates-zone" className={ui.label}>
              {text.zone}
            </label>
            <select
              id="templates-zone"
              className={ui.input}
              value={zoneId ?? ''}
              onChange={(event) => setChosenZone(event.target.value)}
            >
              {zones?.map((zone) => (
                <option key={zone._id} value={zone._id}>
                  {zone.name}
                </option>
              ))}
            </select>
          </div>
          {refusals.refusal && <AlertBanner message={refusals.refusal} onDismiss={refusals.dismissRefusal} />}
          {templates.isError && <AlertBanner message={serverMessage(templates.error) ?? text.loadFailed} />}
          <AdminTable
            label={text.listLabel}
            columns={[
              { label: text.columns.weekday },
              { label: text.columns.time },
              { label: text.columns.capacity, className: 'text-right' },
              { label: text.columns.cutoff, wide: true },
              { label: text.columns.status, wide: true },
            ]}
            actions
            rows={templates.data}
            pending={!zones || templates.isPending}
            loading={text.loading}
            empty={text.empty}
          >
            {(template) => (
              <tr key={template._id}>
                <td className={ui.td}>
                  <span className="font-medium">{text.weekdays[template.weekday]}</span>
                  <span className={`${ui.phoneOnly} block text-xs text-ink-600`}>
                    {text.minutesBefore(template.cutoffMinutes)}
                  </span>
                </td>
                <td className={`${ui.td} whitespace-nowrap tabular-nums`}>
                  {template.start}–{template.end}
                </td>
                <td className={`${ui.td} text-right tabular-nums`}>{template.capacity}</td>
                <td className={`${ui.td} ${ui.wide} whitespace-nowrap text-ink-600`}>
                  {text.minutesBefore(template.cutoffMinutes)}
                </td>
                <td className={`${ui.td} ${ui.wide}`}>
                  <StatusBadge active={template.active} />
                </td>
                <EditDeleteActions
                  editLabel={text.edit(label(template))}
                  deleteLabel={text.remove(label(template))}
                  onEdit={() => setEditing(template)}
                  onDelete={() => deletion.askToDelete(template)}
                />
              </tr>
            )}
          </AdminTable>
        </>
      )}
      {editing && zoneId && (
        <TemplateFormModal
          zoneId={zoneId}
          template={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteDialog
        deletion={deletion}
        title={text.deleteTitle}
        message={(template) => text.deleteConfirm(label(template))}
      />
    </section>
  );
}
