import { useState } from 'react';
import { useMessages } from '../../../../lib/i18n';
import { PageHeader } from '../../shared/components/page-header';
import { adminSearchMessages } from '../messages';
import { SearchMisses } from './search-misses';
import { SynonymFormModal, type SynonymDraft } from './synonym-form-modal';
import { SynonymGroups } from './synonym-groups';

/** The admin's Search screen: the synonym groups, and the searches that found nothing. */
export function AdminSearch() {
  const text = useMessages(adminSearchMessages);
  const [editing, setEditing] = useState<SynonymDraft | null>(null);
  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      <SynonymGroups onEdit={(group) => setEditing(group ?? { terms: [] })} />
      <SearchMisses onAddSynonyms={(query) => setEditing({ terms: [query] })} />
      {editing && <SynonymFormModal group={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
