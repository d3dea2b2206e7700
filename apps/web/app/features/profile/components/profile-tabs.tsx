import { Tabs, type TabDefinition } from '../../../components/ui/tabs';
import { useMessages } from '../../../lib/i18n';
import { profileMessages } from '../messages';

/** The profile's two sections as tabs (the shared Tabs), each panel below the tab row. */
export function ProfileTabs<K extends string>({
  tabs,
  active,
  onChange,
}: {
  tabs: TabDefinition<K>[];
  active: K;
  onChange: (key: K) => void;
}) {
  const text = useMessages(profileMessages);
  return <Tabs tabs={tabs} active={active} onChange={onChange} label={text.sections} panelClassName="pt-6" />;
}
