import { useMessages } from '../../../../lib/i18n';
import { PageHeader } from '../../shared/components/page-header';
import { useDeliveryZones } from '../api/zones';
import { adminDeliveryMessages } from '../messages';
import { ClosedDays } from './closed-days';
import { DeliveryNav } from './delivery-nav';
import { DeliveryZones } from './delivery-zones';
import { SlotTemplates } from './slot-templates';

/** Zones, each zone's weekly delivery times, and the closed days. */
export function AdminDelivery() {
  const text = useMessages(adminDeliveryMessages);
  const zones = useDeliveryZones();
  return (
    <div>
      <PageHeader title={text.title} description={text.description} />
      <DeliveryNav />
      <DeliveryZones zones={zones} />
      <SlotTemplates zones={zones.data} />
      <ClosedDays />
    </div>
  );
}
