import clsx from 'clsx';
import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useActionData, useFetcher } from 'react-router';
import { PageBanner } from '../../../components/layout/page-banner';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { TitledSection } from '../../../components/ui/titled-section';
import { paths } from '../../../config/paths';
import { useShopSettings } from '../../shop-info/use-shop-settings';
import { useLocale, useMessages, type Locale } from '../../../lib/i18n';
import { telHref } from '../../../lib/shop-format';
import { storage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import {
  CONTACT_FIELDS,
  contactFieldErrors,
  SESSION_TOKEN_FIELD,
  type ContactOutcome,
  type ContactValues,
} from '../contact-form';
import { contactMessages } from '../messages';

const EMPTY: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** `hours` names the office's opening hours in the page's catalogue. */
const OFFICES = [
  {
    city: 'Hà Nội',
    address: 'Tầng 5, 25 Lý Thường Kiệt, Phường Cửa Nam, Hà Nội',
    phone: '+84 24 3936 0000',
    hours: 'hanoi',
  },
  {
    city: 'TP. Hồ Chí Minh',
    address: '12 Nguyễn Huệ, Phường Sài Gòn, TP. Hồ Chí Minh',
    phone: '+84 28 3822 0000',
    hours: 'hcmc',
  },
] as const;

/** The page's own check, the very rules the route action applies (contact-form.ts). */
const contactResolver =
  (locale: Locale): Resolver<ContactValues> =>
  async (values) => {
    const found = Object.entries(contactFieldErrors(values, locale));
    if (found.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(found.map(([name, message]) => [name, { type: 'validate', message }]));
    return { values: {}, errors: errors as FieldErrors<ContactValues> };
  };

/**
 * The form posts to the page's route action (routes/contact.tsx). The page's script sends it through a fetcher
 * and says the answer as a toast, or under the field at fault; a browser without the script posts it itself and
 * the page comes back with the answer in place (`useActionData`).
 */
export function ContactPage() {
  const text = useMessages(contactMessages);
  const shop = useShopSettings();
  const form = text.form;
  const locale = useLocale();
  const fetcher = useFetcher<ContactOutcome>();
  // The answer to a form the browser sent itself, until the script sends one.
  const posted = useActionData<ContactOutcome>();
  const answered = fetcher.state === 'idle' && fetcher.data === undefined ? posted : undefined;
  const refusal = answered && !answered.ok ? answered : undefined;
  const values = refusal?.values ?? EMPTY;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactValues>({ defaultValues: values, resolver: contactResolver(locale) });

  useEffect(() => {
    const outcome = fetcher.data;
    if (fetcher.state !== 'idle' || !outcome) return;
    if (outcome.ok) {
      toast.success(outcome.message);
      reset(EMPTY);
      return;
    }
    // A refusal about a field shows under that field only; anything else (too many messages, no answer) as a toast.
    CONTACT_FIELDS.filter((name) => outcome.fields[name]).forEach((name, index) =>
      setError(name, { type: 'server', message: outcome.fields[name] }, { shouldFocus: index === 0 }),
    );
    if (outcome.problem) toast.error(outcome.problem);
  }, [fetcher.state, fetcher.data, reset, setError]);

  const onSubmit = handleSubmit((fields) => {
    const token = storage.get('token');
    void fetcher.submit(
      { ...fields, ...(token && { [SESSION_TOKEN_FIELD]: token }) },
      { method: 'post', action: paths.contact(), defaultShouldRevalidate: false },
    );
  });

  /** A field's props: its label, its error (the page's check, else the action's answer) and what it holds. */
  const field = (name: keyof ContactValues) => ({
    label: form[name],
    error: errors[name]?.message ?? refusal?.fields[name],
    defaultValue: values[name],
    ...register(name),
  });

  return (
    <>
      <PageBanner title={text.banner} trail={[{ label: text.crumb }]} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-[2fr_1fr]">
        <TitledSection
          title={form.title}
          className="rounded-card border border-cream-200 bg-white p-6 shadow-sm sm:p-8"
          headingClassName="font-display text-2xl font-bold"
        >
          <p className="mt-2 text-ink-600">{form.intro}</p>
          {answered && (
            <FormAlert
              tone={answered.ok ? 'success' : 'error'}
              title={answered.ok ? answered.message : form.notSent}
              className="mt-6"
            >
              {!answered.ok && answered.problem}
            </FormAlert>
          )}
          <form
            method="post"
            action={paths.contact()}
            noValidate
            onSubmit={onSubmit}
            className="mt-6 grid gap-5 sm:grid-cols-2"
          >
            <TextField {...field('name')} required autoComplete="name" />
            <TextField {...field('email')} type="email" autoComplete="email" required />
            <TextField {...field('phone')} type="tel" autoComplete="tel" optional={form.optional} />
            <TextField {...field('subject')} required />
            <TextField {...field('message')} required multiline className="sm:col-span-2" />
            <div className="sm:col-span-2">
              <SubmitButton busy={fetcher.state !== 'idle'} shape="pill" postsWithoutScript>
                {form.send}
              </SubmitButton>
            </div>
          </form>
        </TitledSection>

        <aside className="flex flex-col gap-6">
          <TitledSection
            title={text.support}
            className="rounded-card bg-brand-900 p-6 text-white"
            headingClassName="font-display text-xl font-bold"
          >
            {shop && (
              <address className="mt-4 space-y-3 not-italic text-brand-50">
                <AddressLine Icon={MapPin} wraps large>
                  {shop.address}
                </AddressLine>
                <AddressLine Icon={Phone} large>
                  <a href={telHref(shop.phone)} className="hover:underline">
                    {shop.phone}
                  </a>
                </AddressLine>
                <AddressLine Icon={Mail} large>
                  <a href={`mailto:${shop.email}`} className="hover:underline">
                    {shop.email}
                  </a>
                </AddressLine>
              </address>
            )}
          </TitledSection>

          <TitledSection title={text.offices.title} headingClassName="font-display text-xl font-bold">
            <ul className="mt-4 space-y-4">
              {OFFICES.map((office) => (
                <li key={office.city} className="rounded-card border border-cream-200 bg-white p-5">
                  <h3 className="font-bold text-brand-800">{office.city}</h3>
                  <address className="mt-2 space-y-1.5 text-sm not-italic text-ink-600">
                    <AddressLine Icon={MapPin} wraps>
                      {office.address}
                    </AddressLine>
                    <AddressLine Icon={Phone}>{office.phone}</AddressLine>
                    <AddressLine Icon={Clock}>{text.offices[office.hours]}</AddressLine>
                  </address>
                </li>
              ))}
            </ul>
          </TitledSection>
        </aside>
      </div>
    </>
  );
}

/**
 * One line of an address block: its icon, then the text. `wraps` for a line that may run onto two, so the
 * icon stays level with the first; `large` for the support box (bigger icons, on green).
 */
function AddressLine({
  Icon,
  wraps,
  large,
  children,
}: {
  Icon: LucideIcon;
  wraps?: boolean;
  large?: boolean;
  children: ReactNode;
}) {
  return (
    <p className={clsx('flex', wraps ? 'items-start' : 'items-center', large ? 'gap-3' : 'gap-2')}>
      <Icon className={clsx('shrink-0', wraps && 'mt-0.5', large ? 'size-5 text-brand-300' : 'size-4')} aria-hidden />
      {children}
    </p>
  );
}
