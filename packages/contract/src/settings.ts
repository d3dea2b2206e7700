import { z } from 'zod';
import { envelope } from './common';
import { visibleText } from './text';
import { emailSchema } from './users';

const text = (max: number) => visibleText(z.string('required').trim().min(1, 'required').max(max, 'tooLong'));

/** "07:00": a time of day in Vietnam (UTC+7), 24-hour clock. */
const timeOfDay = z.string('required').regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalidTimeOfDay');

/** "2019-03-14": a calendar date, which must exist. */
const calendarDate = z
  .string('required')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate')
  .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'invalidDate');

/** A phone number as printed on the shop's pages: digits, spaces, dots, dashes and a leading +. */
const displayPhone = z
  .string('required')
  .trim()
  .regex(/^\+?[\d\s.-]{8,20}$/, 'invalidPhone');

/** Hours in a [from, until) pair: until comes after from, the same day. */
const hours = z
  .object({ from: timeOfDay, until: timeOfDay })
  .refine(({ from, until }) => from < until, { message: 'closesBeforeOpening', path: ['until'] });

/**
 * The shop as its public pages show it. Decree 52/2013/NĐ-CP (art. 29, amended by 85/2021/NĐ-CP) asks a
 * selling website to show the trader's name, address, phone, email and business registration number with
 * its issuing authority and date; the rest is what the delivery and returns pages promise.
 */
export const shopSettingsSchema = z.object({
  /** The brand shoppers see: "Veggie Market". */
  shopName: text(100),
  /** The registered trader: "Công ty TNHH Veggie Market Việt Nam". */
  legalName: text(200),
  address: text(300),
  phone: displayPhone,
  email: emailSchema,
  /**
   * The shop's Zalo (a zalo.me link), shown in the header beside the hotline; empty: none. Defaults so that
   * settings saved before it existed still read.
   */
  zaloUrl: z
    .string()
    .trim()
    .max(200, 'tooLong')
    .regex(/^(https:\/\/zalo\.me\/[\w./-]+)?$/, 'invalidZaloUrl')
    .default(''),
  businessRegistration: z.object({
    /** The enterprise code (mã số doanh nghiệp), 10 digits, or 13 with a branch suffix. */
    number: z
      .string('required')
      .trim()
      .regex(/^\d{10}(-\d{3})?$/, 'invalidBusinessNumber'),
    /** "Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh"; Vietnamese, as printed on the certificate. */
    issuedBy: text(200),
    issuedOn: calendarDate,
  }),
  /** Customer service and order taking, every day. */
  openingHours: hours,
  delivery: z.object({
    /** When drivers deliver, every day. */
    hours,
    /** Orders placed before this time can be delivered the same day. */
    sameDayCutoff: timeOfDay,
    /**
     * The fee of an order placed without an address-book address (the spec's bodyless checkout), in VND.
     * Defaults to 0 so that settings saved before it existed still read.
     */
    defaultFee: z.number('required').int('mustBeInteger').min(0, 'tooSmall').max(10_000_000, 'tooBig').default(0),
    /** The smallest subtotal such an order may have, in VND (0: none), as a zone's `minOrder`. */
    defaultMinOrder: z.number('required').int('mustBeInteger').min(0, 'tooSmall').max(100_000_000, 'tooBig').default(0),
  }),
  orders: z
    .object({
      /**
       * How many orders one shopper may have still processing: unpaid orders hold stock, so one account
       * could otherwise hold a product's whole stock (409 `too_many_open_orders`).
       */
      maxOpen: z.number('required').int('mustBeInteger').min(1, 'tooSmall').max(100, 'tooBig').default(5),
    })
    .default({ maxOpen: 5 }),
  /** Loyalty points (CONTRACT.md "Promotions and points"); defaults so that settings saved before still read. */
  points: z
    .object({
      /** A delivered, fully paid order earns one point per this many VND of its total. */
      vndPerPoint: z.number('required').int('mustBeInteger').min(1000, 'tooSmall').max(10_000_000, 'tooBig'),
      /** What one point takes off at checkout, in VND. */
      pointValue: z.number('required').int('mustBeInteger').min(1, 'tooSmall').max(100_000, 'tooBig'),
      /** The largest share of the subtotal points may pay, in percent. */
      maxSharePercent: z.number('required').int('mustBeInteger').min(0, 'tooSmall').max(100, 'tooBig'),
      /** Points expire this many months after they were earned. */
      validMonths: z.number('required').int('mustBeInteger').min(1, 'tooSmall').max(120, 'tooBig'),
    })
    .default({ vndPerPoint: 10_000, pointValue: 100, maxSharePercent: 50, validMonths: 12 }),
  returns: z.object({
    /** How long after delivery a problem with fresh produce may be reported. */
    reportWindowHours: z.number('required').int('mustBeInteger').min(1, 'tooSmall').max(720, 'tooBig'),
    /** Working days within which an accepted refund reaches the shopper. */
    refundWorkingDays: z.number('required').int('mustBeInteger').min(1, 'tooSmall').max(30, 'tooBig'),
  }),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

export const shopSettingsEnvelopeSchema = envelope(shopSettingsSchema);
