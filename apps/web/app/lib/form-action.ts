import { data } from 'react-router';
import { ApiError, serverMessage } from './api-client';

/*
 * What a route action answers a form (docs/decisions/046-forms-post-to-route-actions.md): the server's words of
 * success, or why not. The page shows it whether its script sent the form (a fetcher) or the browser did.
 */

/** A form's text fields by name. */
export type FormValues<F extends string> = Record<F, string>;

export type FormRefusal<F extends string> = {
  ok: false;
  /** Messages about the form's own fields, shown under them. */
  fields: Partial<Record<F, string>>;
  /** What to say beside the fields when no field is at fault (too many messages, no answer); else null. */
  problem: string | null;
  /** What was sent, so a page the browser posted itself shows it again. */
  values: FormValues<F>;
};

export type FormOutcome<F extends string> = { ok: true; message: string } | FormRefusal<F>;

/** The named text fields of a submitted form, '' for a missing one (a file is no text). */
export function formValues<F extends string>(form: FormData, names: readonly F[]): FormValues<F> {
  const entries = names.map((name) => {
    const value = form.get(name);
    return [name, typeof value === 'string' ? value : ''] as const;
  });
  return Object.fromEntries(entries) as FormValues<F>;
}

/** A form the action itself found wrong (a blank or malformed field): 400, and the API is not asked. */
export function invalidForm<F extends string>(fields: Partial<Record<F, string>>, values: FormValues<F>) {
  return data<FormRefusal<F>>({ ok: false, fields, problem: null, values }, { status: 400 });
}

/**
 * A failed API call as a form's answer, with the API's status (503 when none came): its messages about the
 * form's own fields go under them, as `showServerFieldErrors` places them; otherwise the server's words for a
 * refusal, else `fallback`.
 */
export function refusedForm<F extends string>(
  error: unknown,
  names: readonly F[],
  values: FormValues<F>,
  fallback: string,
) {
  const fields: Partial<Record<F, string>> = {};
  const refusals = error instanceof ApiError ? error.fields : [];
  for (const { field, message } of refusals) {
    const name = names.find((known) => known === field);
    if (name && fields[name] === undefined) fields[name] = message;
  }
  const problem = Object.keys(fields).length > 0 ? null : (serverMessage(error) ?? fallback);
  const status = error instanceof ApiError && error.status >= 400 ? error.status : 503;
  return data<FormRefusal<F>>({ ok: false, fields, problem, values }, { status });
}
