import { deleteAccountFormSchema, type DeleteAccountFormValues } from '@veggie/contract';
import { Download, Mail, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Dialog, DialogFooter } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { contractResolver, showServerFieldErrors } from '../../../lib/form-resolver';
import { useLocale, useMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { endSession } from '../../auth';
import { useDeleteAccount } from '../api/delete-account';
import { useExportAccount } from '../api/export-account';
import { useRequestNewsletterLink } from '../api/request-newsletter-link';
import { profileMessages } from '../messages';

const secondaryButton =
  'inline-flex items-center gap-2 self-start rounded-pill border border-ink-400 bg-white px-5 py-2.5 font-semibold text-ink-900 hover:bg-cream-100 disabled:opacity-60';

/** The "Your data" tab: download everything the shop holds, manage the newsletter, or delete the account. */
export function AccountData({ onDeleted }: { onDeleted: () => void }) {
  const text = useMessages(profileMessages).data;
  const exportAccount = useExportAccount();
  const [confirming, setConfirming] = useState(false);
  const downloadId = useId();
  const deleteId = useId();

  const download = () =>
    exportAccount.mutate(undefined, { onError: (error) => toast.error(serverMessage(error) ?? text.downloadFailed) });

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby={downloadId} className="flex flex-col gap-3">
        <h3 id={downloadId} className="font-display text-lg font-bold">
          {text.downloadTitle}
        </h3>
        <p className="text-ink-600">{text.downloadText}</p>
        <button type="button" onClick={download} disabled={exportAccount.isPending} className={secondaryButton}>
          <Download className="size-4" aria-hidden />
          {exportAccount.isPending ? text.preparing : text.download}
        </button>
      </section>
      <NewsletterLink />
      <section aria-labelledby={deleteId} className="flex flex-col gap-3 border-t border-cream-200 pt-8">
        <h3 id={deleteId} className="font-display text-lg font-bold text-sale-700">
          {text.deleteTitle}
        </h3>
        <p className="text-ink-600">{text.deleteText}</p>
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="inline-flex items-center gap-2 self-start rounded-pill bg-sale-600 px-5 py-2.5 font-semibold text-white hover:bg-sale-700"
        >
          <Trash2 className="size-4" aria-hidden />
          {text.delete}
        </button>
      </section>
      {confirming && <DeleteAccountDialog onClose={() => setConfirming(false)} onDeleted={onDeleted} />}
    </div>
  );
}

/**
 * The account's email may be someone else's (addresses are not verified at sign-up), so the screen never
 * shows the subscription: it asks for a link mailed to the address, whose page shows and changes it.
 */
function NewsletterLink() {
  const text = useMessages(profileMessages).data;
  const requestLink = useRequestNewsletterLink();
  const headingId = useId();
  const failure = requestLink.isError ? (serverMessage(requestLink.error) ?? text.newsletterFailed) : null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-cream-200 pt-8">
      <h3 id={headingId} className="font-display text-lg font-bold">
        {text.newsletterTitle}
      </h3>
      <p className="text-ink-600">{text.newsletterText}</p>
      {requestLink.isSuccess && (
        <FormAlert tone="success" title={text.newsletterSent}>
          {requestLink.data.message}
        </FormAlert>
      )}
      {failure && <FormAlert title={text.newsletterFailedTitle}>{failure}</FormAlert>}
      <button
        type="button"
        onClick={() => requestLink.mutate()}
        disabled={requestLink.isPending}
        className={secondaryButton}
      >
        <Mail className="size-4" aria-hidden />
        {requestLink.isPending ? text.newsletterSending : text.newsletterSend}
      </button>
    </section>
  );
}

/**
 * Asks for the password before deleting. A wrong one shows under the field; any other refusal (an order on
 * its way, the last admin) in the dialog's banner, in the server's words. Once deleted the caller sends the
 * visitor away and the session ends here.
 */
function DeleteAccountDialog({ onClose, onDeleted }: { onClose: () => void; onDeleted: () => void }) {
  const locale = useLocale();
  const text = useMessages(profileMessages).data;
  const deleteAccount = useDeleteAccount();
  const [failure, setFailure] = useState<string | null>(null);
  // Refused for orders still under way: those still being prepared can be cancelled on My orders.
  const [openOrders, setOpenOrders] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountFormValues>({
    defaultValues: { currentPassword: '' },
    resolver: contractResolver(deleteAccountFormSchema, locale),
  });

  const onValid = async ({ currentPassword }: DeleteAccountFormValues) => {
    setFailure(null);
    setOpenOrders(false);
    try {
      const { message } = await deleteAccount.mutateAsync({ currentPassword });
      onDeleted();
      endSession();
      toast.success(message);
    } catch (error) {
      showServerFieldErrors(error, ['currentPassword'], setError);
      const onField = error instanceof ApiError && error.fields.some((field) => field.field === 'currentPassword');
      if (!onField) setFailure(serverMessage(error) ?? text.deleteFailed);
      setOpenOrders(error instanceof ApiError && error.code === 'account_has_open_orders');
    }
  };

  return (
    <Dialog title={text.confirmTitle} onClose={onClose} size="sm">
      <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-5">
        <p className="text-ink-600">{text.confirmText}</p>
        {failure && (
          <FormAlert title={text.deleteFailedTitle}>
            {failure}
            {openOrders && (
              <Link to={paths.orders()} className="mt-2 block font-semibold underline">
                {text.openOrdersLink}
              </Link>
            )}
          </FormAlert>
        )}
        <PasswordField
          label={text.password}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <DialogFooter>
          <button type="button" onClick={onClose} className={secondaryButton}>
            {text.cancel}
          </button>
          <SubmitButton shape="pill" tone="danger" busy={isSubmitting} busyLabel={text.deleting}>
            {text.confirmDelete}
          </SubmitButton>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
