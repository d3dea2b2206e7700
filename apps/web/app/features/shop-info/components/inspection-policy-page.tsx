import { useMessages } from '../../../lib/i18n';
import { inspectionMessages } from '../inspection/messages';
import { SettingsPolicy } from './settings-policy';

/** Kiểm hàng: opening the parcel before paying the driver. */
export function InspectionPolicyPage() {
  return <SettingsPolicy text={useMessages(inspectionMessages)} />;
}
