/** Leaves the single-page app: a full page load that resets every in-memory state. */
export function navigateFullPage(path: string): void {
  window.location.assign(path);
}
