/**
 * Makes everything outside `dialog` inert while a modal dialog is open: screen readers and Tab cannot
 * reach the page behind (aria-modal alone is not honoured by every screen reader). Works for a dialog
 * portaled into <body> as for one deep in the page: at each level up to <body> its siblings go inert.
 * Live regions (the toasts) stay reachable, so the outcome of an action is still announced; elements
 * that were inert already (behind an outer dialog) are left as they were. Returns the undo.
 */
export function inertOutside(dialog: HTMLElement): () => void {
  const madeInert: Element[] = [];
  for (let node: HTMLElement | null = dialog; node && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement?.children ?? [])) {
      if (sibling === node || sibling.hasAttribute('inert') || sibling.hasAttribute('aria-live')) continue;
      sibling.setAttribute('inert', '');
      madeInert.push(sibling);
    }
  }
  return () => {
    for (const element of madeInert) element.removeAttribute('inert');
  };
}
