import { Tabs, type TabDefinition } from '../../../components/ui/tabs';

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
  return <Tabs tabs={tabs} active={active} onChange={onChange} label="Profile sections" panelClassName="pt-6" />;
}
