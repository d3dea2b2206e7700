import type { ReactNode } from 'react';
import { useMessages } from '../../../lib/i18n';
import { deliveryMessages } from '../delivery/messages';
import { SettingsPolicy } from './settings-policy';

/** `zoneCheck`: "do we deliver to you?", composed by the route (features/checkout). */
export function DeliveryPolicyPage({ zoneCheck }: { zoneCheck?: ReactNode }) {
  return <SettingsPolicy text={useMessages(deliveryMessages)} extra={zoneCheck} />;
}
