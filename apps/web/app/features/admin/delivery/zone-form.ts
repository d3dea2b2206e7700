import {
  deliveryZoneInputSchema,
  slotTemplateInputSchema,
  type DeliveryZone,
  type DeliveryZoneInput,
  type SlotTemplate,
  type SlotTemplateInput,
} from '@veggie/contract';
import type { Resolver } from 'react-hook-form';
import { convertingResolver } from '../../../lib/form-resolver';
import type { Locale } from '../../../lib/i18n';

/** What the zone form's inputs hold: amounts stay text until the contract's schema reads them. */
export interface ZoneFormValues {
  name: string;
  fee: string;
  freeFrom: string;
  minOrder: string;
  leadMinutes: string;
  active: boolean;
  provinceCodes: string[];
  wardCodes: string[];
}

export function zoneFormDefaults(zone?: DeliveryZone): ZoneFormValues {
  return {
    name: zone?.name ?? '',
    fee: zone ? String(zone.fee) : '',
    freeFrom: zone?.freeFrom != null ? String(zone.freeFrom) : '',
    minOrder: zone ? String(zone.minOrder) : '0',
    leadMinutes: zone ? String(zone.leadMinutes) : '60',
    active: zone?.active ?? true,
    provinceCodes: zone?.provinceCodes ?? [],
    wardCodes: zone?.wardCodes ?? [],
  };
}

/** "25000" → 25000; blank → undefined (the schema says it is required); "2,5" stays unreadable (NaN). */
const amount = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

export const zoneInputOf = (values: ZoneFormValues) => ({
  ...values,
  fee: amount(values.fee),
  // Blank: delivery is never free in this zone.
  freeFrom: values.freeFrom.trim() === '' ? null : amount(values.freeFrom),
  minOrder: amount(values.minOrder),
  leadMinutes: amount(values.leadMinutes),
});

/** Checks the zone with the contract's schema, in the screen's language, and hands the numbers on. */
export const zoneFormResolver = (locale: Locale): Resolver<ZoneFormValues, unknown, DeliveryZoneInput> =>
  convertingResolver(deliveryZoneInputSchema, locale, zoneInputOf);

export interface TemplateFormValues {
  weekday: string;
  start: string;
  end: string;
  capacity: string;
  cutoffMinutes: string;
  active: boolean;
}

export function templateFormDefaults(template?: SlotTemplate): TemplateFormValues {
  return {
    weekday: String(template?.weekday ?? 1),
    start: template?.start ?? '08:00',
    end: template?.end ?? '10:00',
    capacity: template ? String(template.capacity) : '10',
    cutoffMinutes: template ? String(template.cutoffMinutes) : '120',
    active: template?.active ?? true,
  };
}

export const templateFormResolver = (
  locale: Locale,
  zoneId: string,
): Resolver<TemplateFormValues, unknown, SlotTemplateInput> =>
  convertingResolver(slotTemplateInputSchema, locale, (values: TemplateFormValues) => ({
    ...values,
    zoneId,
    weekday: Number(values.weekday),
    capacity: amount(values.capacity),
    cutoffMinutes: amount(values.cutoffMinutes),
  }));
