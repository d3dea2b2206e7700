/**
 * Leaving the single-page app: a full page load that resets every in-memory state. An object, as the API
 * client is, so that a test can stand in for the load with vi.spyOn while sharing the module.
 */
export const fullPage = {
  navigate(path: string): void {
    window.location.assign(path);
  },
};
