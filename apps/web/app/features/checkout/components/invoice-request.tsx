import {
  invoiceBuyerProblems,
  invoiceBuyerSchema,
  isMessageKey,
  translate,
  type InvoiceBuyer,
  type Language,
} from '@veggie/contract';
import { useRef, useState } from 'react';
import { TitledSection } from '../../../components/ui/titled-section';
import { TextField } from '../../../components/ui/text-field';
import { useLocale, useMessages } from '../../../lib/i18n';
import { useLastInvoiceBuyer } from '../../orders';
import { invoiceRequestMessages } from '../invoice-messages';

type Field = 'taxCode' | 'name' | 'address' | 'email';
const FIELDS: readonly Field[] = ['taxCode', 'name', 'address', 'email'];
type Values = Record<Field, string>;
const EMPTY: Values = { taxCode: '', name: '', address: '', email: '' };

/** The message of each field a buyer gets wrong (its first problem), in the reader's language. */
function problemsOf(values: Values, lang: Language): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  const parsed = invoiceBuyerSchema.safeParse({ buyer: 'company', ...values });
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] as Field;
    const params: Record<string, number> = 'maximum' in issue ? { max: Number(issue.maximum) } : {};
    if (problems[field] === undefined && isMessageKey(issue.message)) {
      problems[field] = translate(issue.message, lang, params);
    }
  }
  // The tax code's own rule, with its reasons (required, format, check digit).
  const [taxCode] = invoiceBuyerProblems({ buyer: 'company', ...values, taxCode: values.taxCode.trim() });
  if (taxCode && problems.taxCode === undefined) problems.taxCode = translate(taxCode.key, lang);
  return problems;
}

/**
 * The state of the checkout's "Company invoice" request: `check()` at Place order answers the buyer to send,
 * null when no company invoice is asked for (the person's retail invoice), or false when a field is wrong (the
 * messages show and the first wrong field takes the focus). Starts from the last company invoice asked for.
 */
export function useInvoiceRequest() {
  const lang = useLocale();
  const last = useLastInvoiceBuyer();
  const lastCompany = last.data?.buyer === 'company' ? last.data : null;
  const [picked, setPicked] = useState<boolean | null>(null);
  const [edited, setEdited] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  // Until the shopper changes anything, the last company invoice is the form's starting point.
  const values: Values =
    edited ?? (lastCompany ? { ...EMPTY, ...lastCompany, taxCode: lastCompany.taxCode ?? '' } : EMPTY);
  const wanted = picked ?? lastCompany !== null;

  const check = (): InvoiceBuyer | null | false => {
    if (!wanted) return null;
    const problems = problemsOf(values, lang);
    setErrors(problems);
    const first = FIELDS.find((field) => problems[field]);
    if (first) {
      inputs.current[first]?.focus();
      return false;
    }
    return { buyer: 'company', ...values, taxCode: values.taxCode.trim() };
  };

  return {
    // Until the last company invoice has come, Place order would ask for the retail invoice of a buyer who
    // expects their company's.
    loading: last.isLoading,
    wanted,
    prefilled: lastCompany !== null && edited === null,
    values,
    errors,
    inputs,
    setWanted: setPicked,
    change: (field: Field, value: string) => {
      setEdited({ ...values, [field]: value });
      setErrors(({ [field]: _dropped, ...rest }) => rest);
    },
    check,
  };
}

export type InvoiceRequestState = ReturnType<typeof useInvoiceRequest>;

/** "Company invoice": a checkbox that opens the company's tax code, name, address and invoice email. */
export function InvoiceRequest({ state, className }: { state: InvoiceRequestState; className?: string }) {
  const text = useMessages(invoiceRequestMessages);
  const labels: Record<Field, { label: string; hint?: string; type?: string; autoComplete?: string }> = {
    taxCode: { label: text.taxCode, hint: text.taxCodeHint, autoComplete: 'off' },
    name: { label: text.companyName, autoComplete: 'organization' },
    address: { label: text.address, autoComplete: 'street-address' },
    email: { label: text.email, type: 'email', autoComplete: 'email' },
  };
  return (
    <TitledSection
      title={text.title}
      className={className}
      headingClassName="font-display text-xl font-bold text-ink-900"
    >
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          checked={state.wanted}
          onChange={(event) => state.setWanted(event.target.checked)}
          className="mt-1 size-4 accent-brand-600"
        />
        <span className="text-sm">
          <span className="block font-semibold text-ink-900">{text.companyInvoice}</span>
          <span className="block text-ink-600">{text.companyHint}</span>
        </span>
      </label>
      {state.wanted && (
        <div className="grid gap-4 sm:grid-cols-2">
          {state.prefilled && <p className="text-sm text-ink-600 sm:col-span-2">{text.prefilled}</p>}
          {FIELDS.map((field) => (
            <TextField
              key={field}
              ref={(element) => {
                state.inputs.current[field] = element;
              }}
              label={labels[field].label}
              hint={labels[field].hint}
              type={labels[field].type}
              autoComplete={labels[field].autoComplete}
              inputMode={field === 'taxCode' ? 'numeric' : undefined}
              required
              value={state.values[field]}
              onChange={(event) => state.change(field, event.target.value)}
              error={state.errors[field]}
              className={field === 'address' || field === 'name' ? 'sm:col-span-2' : undefined}
            />
          ))}
        </div>
      )}
    </TitledSection>
  );
}

/** The checkout body with the invoice buyer added; without one, the body as it was (the bodyless checkout too). */
export function withInvoice<B extends object | undefined>(body: B, buyer: InvoiceBuyer | null) {
  return buyer ? { ...body, invoice: buyer } : body;
}
