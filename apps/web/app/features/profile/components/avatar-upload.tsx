import type { User } from '@veggie/contract';
import { Camera } from 'lucide-react';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { serverMessage } from '../../../lib/api-client';
import { useLocale, useMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useUpdateAvatar } from '../api/update-avatar';
import { translate } from '@veggie/contract';
import { avatarFileProblem } from '../avatar-file';
import { profileMessages } from '../messages';

/** Shown when the avatar the API names (the user's photo or its default image) cannot be loaded. */
export const DEFAULT_AVATAR = '/images/default-avatar.svg';

type Problem = { title: string; detail?: string | null };

/** The avatar with a "Change photo" picker: checks the file, previews it, uploads on Save. */
export function AvatarUpload({ user }: { user: User }) {
  const inputId = useId();
  const [selected, setSelected] = useState<{ file: File; preview: string } | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const updateAvatar = useUpdateAvatar();
  const locale = useLocale();
  const { cancel, avatar: text } = useMessages(profileMessages);

  // The preview's object URL is freed once it is replaced, cancelled or uploaded.
  useEffect(() => {
    if (!selected) return;
    return () => URL.revokeObjectURL(selected.preview);
  }, [selected]);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Let the same file be chosen again after a cancel.
    event.target.value = '';
    if (!chosen) return;
    const reason = avatarFileProblem(chosen, locale);
    setProblem(reason ? { title: reason } : null);
    setSelected(reason ? null : { file: chosen, preview: URL.createObjectURL(chosen) });
  };

  const onSave = async () => {
    if (!selected) return;
    try {
      await updateAvatar.mutateAsync(selected.file);
    } catch (error) {
      setProblem({ title: text.failed, detail: serverMessage(error) });
      return;
    }
    toast.success(translate('avatarUpdated', locale));
    setSelected(null);
  };

  const preview = selected?.preview;
  const src = preview ?? user.avatar.url;
  return (
    <div className="flex flex-col items-center gap-3">
      <ImageWithFallback
        key={src}
        src={src}
        fallback={DEFAULT_AVATAR}
        alt={preview ? text.preview : text.photoOf(user.name)}
        width={112}
        height={112}
        className="size-28 rounded-full border-4 border-white bg-brand-100 object-cover shadow-md"
      />
      <input
        id={inputId}
        type="file"
        accept="image/*"
        className="peer sr-only"
        onChange={onChoose}
        disabled={updateAvatar.isPending}
      />
      {selected ? (
        <div className="flex gap-2">
          <button
            type="button"
            onClick={onSave}
            disabled={updateAvatar.isPending}
            className="rounded-pill bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-75"
          >
            {updateAvatar.isPending ? text.uploading : text.save}
          </button>
          <button
            type="button"
            onClick={() => setSelected(null)}
            disabled={updateAvatar.isPending}
            className="rounded-pill border border-cream-200 bg-white px-4 py-1.5 text-sm font-semibold text-ink-900 hover:bg-cream-100"
          >
            {cancel}
          </button>
        </div>
      ) : (
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-pill bg-white px-4 py-1.5 text-sm font-semibold text-brand-800 shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:bg-brand-50"
        >
          <Camera className="size-4" aria-hidden />
          {text.change}
        </label>
      )}
      {problem && (
        <FormAlert title={problem.title} className="max-w-xs">
          {problem.detail}
        </FormAlert>
      )}
    </div>
  );
}
