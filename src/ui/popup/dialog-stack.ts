/**
 * The open dialogs, the top one last (H5). Only the top one hears Escape and Tab, so one Escape closes one layer of
 * 提交申请 → 设置审批人 → 选择人员; everything else on the page, lower dialogs included, is inert while it is open, so
 * neither the keyboard nor a screen reader's cursor reaches behind the mask.
 */
import { wrapTarget } from './focusable';

export interface Layer {
  /** The mask: the dialog's own element among the body's children. */
  mask: HTMLElement;
  panel: HTMLElement;
  close(): void;
}

const layers: Layer[] = [];
const madeInert = new Set<Element>();

// Toasts and live regions go on speaking over a dialog.
const SPEAKS = '[aria-live], [role="status"], [role="alert"], script, style, template';

function background(): Element[] {
  const top = layers[layers.length - 1];
  if (!top) return [];
  return Array.from(document.body.children).filter((el) => el !== top.mask && !el.matches(SPEAKS));
}

/** Marks the page behind the top dialog inert, and frees what it marked once nothing is behind a dialog any more. */
function syncInert(): void {
  const behind = new Set(background());
  madeInert.forEach((el) => {
    if (behind.has(el)) return;
    el.removeAttribute('inert');
    madeInert.delete(el);
  });
  behind.forEach((el) => {
    if (el.hasAttribute('inert')) return;
    el.setAttribute('inert', '');
    madeInert.add(el);
  });
}

function onKey(event: KeyboardEvent): void {
  const top = layers[layers.length - 1];
  // A control inside that used the key itself (a suggestion list's Escape) has said so; so has a pending IME text.
  if (!top || event.defaultPrevented || event.isComposing) return;
  if (event.key === 'Escape') {
    event.preventDefault();
    top.close();
  } else if (event.key === 'Tab') {
    const target = wrapTarget(top.panel, document.activeElement, event.shiftKey);
    if (!target) return;
    event.preventDefault();
    target.focus();
  }
}

/** Puts a dialog on top; the function returned takes it off (and gives the keyboard back to the one below). */
export function openLayer(layer: Layer): () => void {
  layers.push(layer);
  if (layers.length === 1) document.addEventListener('keydown', onKey);
  syncInert();
  return () => {
    const at = layers.indexOf(layer);
    if (at >= 0) layers.splice(at, 1);
    if (!layers.length) document.removeEventListener('keydown', onKey);
    syncInert();
  };
}
