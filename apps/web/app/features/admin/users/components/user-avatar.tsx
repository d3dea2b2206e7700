import { useState } from 'react';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((p) => p?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/** The user's picture (the API's default avatar when they have none), or their initials when it fails to load. */
export function UserAvatar({ name, url }: { name: string; url: string }) {
  const [failed, setFailed] = useState(false);
  if (!failed) {
    return (
      <img
        src={url}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        onError={() => setFailed(true)}
        className="size-10 shrink-0 rounded-pill object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden
      className="grid size-10 shrink-0 place-items-center rounded-pill bg-brand-100 text-sm font-bold text-brand-800"
    >
      {initials(name)}
    </span>
  );
}
