/**
 * Cache-Control for a URL whose content never changes: the web build's hashed assets and stored
 * images (random names, never reused). Browsers and shared caches keep it a year without asking again.
 */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
