import { emailSchema, translate } from '@veggie/contract';
import clsx from 'clsx';
import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { PageBanner } from '../../../components/layout/page-banner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { TitledSection } from '../../../components/ui/titled-section';
import { useShopSettings } from '../../shop-info/use-shop-settings';
import { useLocale, useMessages } from '../../../lib/i18n';
import { telHref } from '../../../lib/shop-format';
import { toast } from '../../../lib/toast';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-resolver';
import { contactMessages } from '../messages';
import { sendContactMessage } from '../api/send-contact-message';

interface ContactFields {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;

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

const isContactField = (field: string): field is (typeof FIELDS)[number] => FIELDS.some((name) => name === field);

/** A react-hook-form rule: the field must hold more than spaces, else `message`. */
const filled = (message: string) => ({ validate: (value: string) => value.trim() !== '' || message });

export function ContactPage() {
  const text = useMessages(contactMessages);
  const shop = useShopSettings();
  const form = text.form;
  const locale = useLocale();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFields>({ defaultValues: { name: '', email: '', phone: '', subject: '', message: '' } });

  /** The props of a field that must not be left blank: its label, its error and its rule. */
  const required = (name: 'name' | 'subject' | 'message') => ({
    label: form[name],
    required: true,
    error: errors[name]?.message,
    ...register(name, filled(form[`${name}Missing`])),
  });

  // A refusal about a field shows under that field only; anything else (too many messages, no answer) as a toast.
  const onSubmit = handleSubmit(async ({ phone, ...fields }) => {
    try {
      const { message } = await sendContactMessage({ ...fields, phone: phone.trim() ? phone : undefined });
      toast.success(message);
      reset();
    } catch (error) {
      showServerFieldErrors(error, FIELDS, setError);
      const onField = error instanceof ApiError && error.fields.some(({ field }) => isContactField(field));
      if (!onField) toast.error(serverMessage(error) ?? form.failed);
    }
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
          <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-5 sm:grid-cols-2">
            <TextField {...required('name')} autoComplete="name" />
            <TextField
              label={form.email}
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...register('email', {
                validate: (v) =>
                  v.trim() === ''
                    ? form.emailMissing
                    : emailSchema.safeParse(v).success || translate('invalidEmail', locale),
              })}
            />
            <TextField
              label={form.phone}
              type="tel"
              autoComplete="tel"
              optional={form.optional}
              error={errors.phone?.message}
              {...register('phone')}
            />
            <TextField {...required('subject')} />
            <TextField {...required('message')} multiline className="sm:col-span-2" />
            <div className="sm:col-span-2">
              <SubmitButton busy={isSubmitting} shape="pill">
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
