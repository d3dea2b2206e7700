import { useMessages } from '../../../lib/i18n';
import { returnsMessages } from '../returns/messages';
import { SettingsPolicy } from './settings-policy';

export function ReturnsPolicyPage() {
  return <SettingsPolicy text={useMessages(returnsMessages)} />;
}
