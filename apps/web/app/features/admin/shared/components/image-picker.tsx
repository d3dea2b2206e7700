import { ImagePlus } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useMessages } from '../../../../lib/i18n';
import { adminFormMessages } from '../form-messages';
import { ADMIN_IMAGE_ACCEPT } from '../image-file';
import { ui } from '../ui';

interface ImagePickerProps {
  id: string;
  label: string;
  /** Replaces the usual "JPG, PNG or GIF, up to 2 MB" (an edit form says that empty keeps the image). */
  hint?: string;
  file: File | null;
  /** The stored image, shown until another file is chosen (edit mode). */
  currentUrl?: string;
  error?: string;
  onChange: (file: File | null) => void;
}

/** A file input for one image with a preview of the chosen (or current) picture. */
export function ImagePicker({ id, label, hint, file, currentUrl, error, onChange }: ImagePickerProps) {
  const text = useMessages(adminFormMessages).image;
  const preview = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => {
    if (preview) return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const shown = preview ?? currentUrl;
  return (
    <div>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-xl border border-dashed border-ink-400/60 bg-cream-50">
          {shown ? (
            <img
              src={shown}
              alt={preview ? text.new : text.current}
              width={96}
              height={96}
              className="size-full object-cover"
            />
          ) : (
            <ImagePlus className="size-8 text-ink-400" aria-hidden />
          )}
        </div>
        <div className="min-w-0 flex-1">
          {/* The browser's own file button speaks the browser's language; ours speaks the screen's. */}
          <div className="flex min-w-0 items-center gap-3">
            <input
              id={id}
              type="file"
              accept={ADMIN_IMAGE_ACCEPT}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              onChange={(event) => onChange(event.target.files?.[0] ?? null)}
              className="peer sr-only"
            />
            <label
              htmlFor={id}
              aria-hidden
              className="cursor-pointer rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold whitespace-nowrap text-brand-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:bg-brand-100"
            >
              {text.choose}
            </label>
            <span className="truncate text-sm text-ink-600">{file ? file.name : text.none}</span>
          </div>
          <p id={`${id}-hint`} className="mt-1 text-xs text-ink-600">
            {hint ?? text.hint}
          </p>
          {error && (
            <p id={`${id}-error`} className={ui.fieldError}>
              {error}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
