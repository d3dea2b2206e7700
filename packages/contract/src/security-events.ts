import { z } from 'zod';
import { idSchema, isoDateSchema, listEnvelope, optionalIdFilter, optionalSearchText, pageQuery } from './common';
import { PAGE_SIZES } from './limits';

/**
 * Events that matter for an account's safety, recorded with who, when and from where. Never a
 * password or a token.
 */
export const SECURITY_EVENT_KINDS = [
  'login_failed',
  /** A login answered 429 (too many attempts from the address or for the email). */
  'login_locked_out',
  'password_reset_requested',
  'password_reset_completed',
  'password_changed',
  'email_changed',
  'role_changed',
  /** The account's owner deleted it from the profile. */
  'account_deleted',
] as const;
export const securityEventKindSchema = z.enum(SECURITY_EVENT_KINDS);
export type SecurityEventKind = z.infer<typeof securityEventKindSchema>;

export const securityEventDetailsSchema = z.object({
  /** Email (`email_changed`) or role (`role_changed`) before and after. */
  from: z.string().optional(),
  to: z.string().optional(),
  /** The admin who made the change, when it was not the account's owner. */
  by: z.string().optional(),
});
export type SecurityEventDetails = z.infer<typeof securityEventDetailsSchema>;

export const securityEventSchema = z.object({
  _id: idSchema,
  kind: securityEventKindSchema,
  /**
   * The account concerned: `_id` is null when none is known (a failed login or reset request for an
   * unknown email, or any failed login: those name only the email typed); `email` is null only for
   * a lockout refused before its body was read.
   */
  user: z.object({ _id: idSchema.nullable(), email: z.string().nullable() }),
  ip: z.string(),
  userAgent: z.string(),
  details: securityEventDetailsSchema,
  createdAt: isoDateSchema,
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** `kind` one kind (unknown is 400), `email` an exact email (any case), `user` a user id. Blank means no filter. */
export const adminSecurityEventListQuerySchema = pageQuery(PAGE_SIZES.audit).extend({
  kind: z.preprocess(blankToUndefined, securityEventKindSchema.optional()),
  email: optionalSearchText.transform((s) => s?.toLowerCase()),
  user: optionalIdFilter,
});
export type AdminSecurityEventListQuery = z.infer<typeof adminSecurityEventListQuerySchema>;
export const adminSecurityEventListSchema = listEnvelope(securityEventSchema);
