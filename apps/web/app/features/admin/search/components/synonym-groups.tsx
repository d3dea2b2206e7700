import type { SynonymGroup } from '@veggie/contract';
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
import { useDeleteSynonymGroup } from '../api/delete-synonym-group';
import { useSynonymGroups } from '../api/get-synonym-groups';
import { adminSearchMessages } from '../messages';
import { termsText } from '../synonym-form';

/** The synonym groups, each as its words in chips, with edit and delete. */
export function SynonymGroups({ onEdit }: { onEdit: (group: SynonymGroup | null) => void }) {
  const text = useMessages(adminSearchMessages).synonyms;
  const format = useAdminFormat();
  const groups = useSynonymGroups();
  const refusals = useRefusal();
  const deletion = useConfirmDelete<SynonymGroup>(useDeleteSynonymGroup(), {
    succeeded: text.deleted,
    failed: text.deleteFailed,
    refusal: refusals,
  });

  return (
    <section aria-labelledby="synonyms-title" className="mt-8">
      <PageHeader
        level={2}
        id="synonyms-title"
        title={text.title}
        description={groups.data ? `${text.count(groups.data.length)} · ${text.description}` : text.description}
        actions={<AddButton label={text.add} onClick={() => onEdit(null)} />}
      />
      {refusals.refusal && <AlertBanner message={refusals.refusal} onDismiss={refusals.dismissRefusal} />}
      {groups.isError && <AlertBanner message={serverMessage(groups.error) ?? text.loadFailed} />}
      <AdminTable
        label={text.listLabel}
        columns={[{ label: text.columns.terms }, { label: text.columns.updatedAt, wide: true }]}
        actions
        rows={groups.data}
        pending={groups.isPending}
        loading={text.loading}
        empty={text.empty}
      >
        {(group) => (
          <tr key={group._id}>
            <td className={ui.td}>
              <ul className="flex flex-wrap gap-1.5">
                {group.terms.map((term) => (
                  <li key={term} className="rounded-pill bg-brand-50 px-2.5 py-1 break-words text-brand-800">
                    {term}
                  </li>
                ))}
              </ul>
              <p className={`${ui.phoneOnly} mt-1 text-xs text-ink-600 tabular-nums`}>
                {format.dateTime(group.updatedAt)}
              </p>
            </td>
            <td className={`${ui.td} ${ui.wide} whitespace-nowrap text-ink-600 tabular-nums`}>
              <time dateTime={group.updatedAt}>{format.dateTime(group.updatedAt)}</time>
            </td>
            <EditDeleteActions
              editLabel={text.edit(termsText(group.terms))}
              deleteLabel={text.remove(termsText(group.terms))}
              onEdit={() => onEdit(group)}
              onDelete={() => deletion.askToDelete(group)}
            />
          </tr>
        )}
      </AdminTable>
      <DeleteDialog
        deletion={deletion}
        title={text.deleteTitle}
        message={(group) => text.deleteConfirm(termsText(group.terms))}
      />
    </section>
  );
}
