/** Where a user without a photo points (`User.avatar.url` is never null), served by the uploads plugin. */
export const DEFAULT_AVATAR_PATH = '/uploads/default-avatar.svg';

/**
 * A neutral silhouette, kept in the code rather than as a file so it is served the same with or
 * without the web build and from the bundled server, which carries no asset folder.
 */
export const DEFAULT_AVATAR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">' +
  '<rect width="96" height="96" fill="#e7e5e4"/><circle cx="48" cy="38" r="17" fill="#a8a29e"/>' +
  '<path d="M14 92c3-19 17-30 34-30s31 11 34 30" fill="#a8a29e"/></svg>';
