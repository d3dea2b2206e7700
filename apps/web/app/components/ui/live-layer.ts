/*
 * While a modal <dialog> is open the browser makes everything outside it inert: not clickable, and gone
 * from the accessibility tree, so a toast raised then (a failed save, a refused quantity) would sit
 * dimmed under the backdrop and never be announced. The toasts therefore render into this layer, which
 * follows the topmost open modal dialog and goes back to <body> when the last one closes.
 */

const openDialogs: HTMLDialogElement[] = [];
let layer: HTMLElement | undefined;

function home(): HTMLElement {
  return openDialogs.at(-1) ?? document.body;
}

/** The node the toasts render into (created on first use, in the browser only). */
export function liveLayer(): HTMLElement {
  if (!layer) {
    layer = document.createElement('div');
    home().append(layer);
  }
  return layer;
}

/** Called just before `dialog.showModal()`: the layer moves in before the rest of the page goes inert. */
export function enterModal(dialog: HTMLDialogElement): void {
  openDialogs.push(dialog);
  if (layer) dialog.append(layer);
}

/** Called once `dialog` has closed: the layer goes back to the dialog below it, or to <body>. */
export function leaveModal(dialog: HTMLDialogElement): void {
  const index = openDialogs.lastIndexOf(dialog);
  if (index >= 0) openDialogs.splice(index, 1);
  if (layer && (layer.parentElement === dialog || !layer.isConnected)) home().append(layer);
}
