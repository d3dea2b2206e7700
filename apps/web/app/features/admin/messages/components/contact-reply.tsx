import { CONTACT_REPLY_MAX, type ContactMessage } from '@veggie/contract';
import { Reply } from 'lucide-react';
import { useState } from 'react';
import { useMessages } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { saveErrorMessage } from '../../shared/api-errors';
import { FormDialog } from '../../shared/components/form-dialog';
import { formatDateTime } from '../../shared/format';
import { ui } from '../../shared/ui';
import { useReplyToMessage } from '../api/reply-to-message';
import { contactReplyMessages } from '../reply-messages';

/** The shop's answer under a message once given, else the button that opens the form to give it. */
export function ContactReply({ message, what }: { message: ContactMessage; what: string }) {
  const text = useMessages(contactReplyMessages);
  const [open, setOpen] = useState(false);
  if (message.reply) {
    return (
      <div className="mt-3 rounded-lg border-l-4 border-brand-300 bg-brand-50/60 px-3 py-2">
        <p className="text-xs text-ink-600">{text.answered(formatDateTime(message.reply.at), message.reply.by)}</p>
        <p className="mt-1 max-w-prose break-words whitespace-pre-line">{message.reply.text}</p>
      </div>
    );
  }
  return (
    <>
      <button
        type="button"
        className={`${ui.btnSecondary} mt-3 px-3 py-1.5`}
        aria-label={text.answer(what)}
        onClick={() => setOpen(true)}
      >
        <Reply className="size-4" aria-hidden />
        {text.answerShort}
      </button>
      {open && <ReplyDialog message={message} onClose={() => setOpen(false)} />}
    </>
  );
}

function ReplyDialog({ message, onClose }: { message: ContactMessage; onClose: () => void }) {
  const text = useMessages(contactReplyMessages);
  const reply = useReplyToMessage();
  const [answer, setAnswer] = useState('');
  return (
    <FormDialog
      title={text.title(message.name)}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        reply.mutate(
          { id: message._id, text: answer },
          {
            onSuccess: (result) => {
              toast.success(result.message || text.sent);
              onClose();
            },
          },
        );
      }}
      saveError={reply.isError ? saveErrorMessage(reply.error, text.failed) : null}
      pending={reply.isPending}
      submitLabel={text.send}
    >
      <div>
        <label htmlFor="contact-reply" className={ui.label}>
          {text.field}
        </label>
        <textarea
          id="contact-reply"
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          rows={6}
          maxLength={CONTACT_REPLY_MAX}
          required
          aria-describedby="contact-reply-hint"
          className={ui.input}
        />
        <p id="contact-reply-hint" className="mt-1 text-sm text-ink-600">
          {text.hint(message.email)}
        </p>
      </div>
    </FormDialog>
  );
}
