import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadedToastify } from './app/lib/toast';

/*
 * jsdom works out an element's style the first time a file asks for one: it parses its 415-line default
 * stylesheet and compiles each selector that might match, about 0.8 s on an idle core, 4 s with both cores
 * busy. Testing Library asks on every getByRole (is the element visible?), so that cost landed in whichever
 * test of a file queried first and pushed it past its time limit on a loaded machine. Paying it here, once per
 * file and before any test's clock starts, keeps each test's time its own.
 */
function warmUpStyleResolution() {
  const sample = document.createElement('div');
  sample.innerHTML = `
    <header><nav><ul><li><a href="/">a</a></li></ul></nav></header>
    <main><section><article><h1>h</h1><h2>h</h2><h3>h</h3><p><b>b</b><strong>s</strong><em>e</em><small>s</small></p>
    <form><fieldset><legend>l</legend><label>l<input></label><select><option>o</option></select><textarea></textarea>
    <button type="button">b</button></fieldset></form><dl><dt>t</dt><dd>d</dd></dl><ol><li>l</li></ol>
    <table><thead><tr><th>t</th></tr></thead><tbody><tr><td>t</td></tr></tbody></table><dialog></dialog>
    <details><summary>s</summary></details><output></output><progress></progress><hr></section><aside></aside></main>
    <footer><address>a</address></footer>`;
  document.body.append(sample);
  for (const element of sample.querySelectorAll('*')) window.getComputedStyle(element);
  sample.remove();
}
warmUpStyleResolution();

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
  // react-toastify keeps a toast raised while no container is mounted for the next container, even another file's.
  // (lib/toast.test.ts hands lib/toast a stand-in for react-toastify without a dismiss.)
  loadedToastify()?.toast.dismiss?.();
  // A spy on a shared module's object (test/module-spies.ts) would otherwise reach the next file of the worker.
  vi.restoreAllMocks();
});
