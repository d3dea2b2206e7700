import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/*
 * jsdom has <dialog> but not its methods (jsdom/jsdom#3294). This models what a browser does, as far as
 * the tests look: showModal() opens the dialog as the topmost modal and makes the rest of the document
 * inert, Escape fires a cancelable `cancel` and then closes it, close() undoes the inertness and fires
 * `close` a task later. jsdom has no "blocked by a modal dialog", so the `inert` attribute stands for it
 * (set on everything outside the dialog that was not inert already, and taken off again on close).
 */
const modals: { dialog: HTMLDialogElement; madeInert: Element[] }[] = [];

/** Sets `inert` on every element outside `dialog` that has not got it yet, and returns them. */
function makeOutsideInert(dialog: Element): Element[] {
  const madeInert: Element[] = [];
  for (let node = dialog; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      madeInert.push(sibling);
    }
  }
  return madeInert;
}

HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
  if (!this.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
  this.setAttribute('open', '');
  modals.push({ dialog: this, madeInert: makeOutsideInert(this) });
};

HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
  if (!this.open) return;
  this.removeAttribute('open');
  if (returnValue !== undefined) this.returnValue = returnValue;
  const index = modals.findIndex((modal) => modal.dialog === this);
  if (index >= 0) {
    for (const element of modals[index]!.madeInert) element.removeAttribute('inert');
    modals.splice(index, 1);
  }
  setTimeout(() => this.dispatchEvent(new Event('close')));
};

document.addEventListener('keydown', (event) => {
  const top = modals.at(-1)?.dialog;
  if (event.key !== 'Escape' || event.defaultPrevented || !top) return;
  if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
