import { Pencil, Plus, Trash2 } from 'lucide-react';
import { ImageWithFallback } from '../../../../components/ui/image-with-fallback';
import { ui } from '../ui';
import { RowActionButton, RowActions } from './admin-table';

/*
 * The pieces the product and category lists share: both list pictured items that the admin adds in a
 * form dialog, edits in the same dialog and deletes after a confirmation.
 */

/** The header's button that opens the empty form. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={ui.btnPrimary} onClick={onClick}>
      <Plus className="size-4" aria-hidden />
      {label}
    </button>
  );
}

/** The first cell of a row: the item's picture. */
export function ThumbnailCell({ src, alt, className }: { src: string | undefined; alt: string; className: string }) {
  return (
    <td className={`${ui.td} w-16`}>
      <ImageWithFallback src={src} alt={alt} width={48} height={48} loading="lazy" className={className} />
    </td>
  );
}

interface EditDeleteActionsProps {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** The last cell of a row: edit, and delete. */
export function EditDeleteActions({ editLabel, deleteLabel, onEdit, onDelete }: EditDeleteActionsProps) {
  return (
    <RowActions>
      <RowActionButton icon={Pencil} label={editLabel} tone="brand" onClick={onEdit} />
      <RowActionButton icon={Trash2} label={deleteLabel} tone="danger" onClick={onDelete} />
    </RowActions>
  );
}
