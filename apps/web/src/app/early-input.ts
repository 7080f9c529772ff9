/**
 * What a visitor does on the server's markup of a public page before the app has hydrated it (a
 * phone's first seconds, entry-server.tsx): clicks on its controls and text typed into its fields
 * would be lost, as React is not listening yet. They are held from the app's start, and replayed on
 * the same elements once React has taken them over (replayEarlyInput, after the page's commit).
 */

/** What a click on the server's markup may mean to the app: links still work without it. */
const CONTROLS = 'button, [role="button"], [role="switch"], [role="tab"], input, label, select';

let held: { root: HTMLElement; clicks: Element[]; typed: Set<HTMLInputElement | HTMLTextAreaElement>; stop: () => void } | null = null;

export function holdEarlyInput(root: HTMLElement) {
  const clicks: Element[] = [];
  const typed = new Set<HTMLInputElement | HTMLTextAreaElement>();
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
    if (!control || !root.contains(control)) return;
    // A text field takes the focus and the typing (held below); a button's click waits for the app.
    if (control instanceof HTMLInputElement && !['checkbox', 'radio'].includes(control.type)) return;
    event.preventDefault();
    event.stopPropagation();
    clicks.push(control);
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typed.add(field);
  };
  root.addEventListener('click', onClick, true);
  root.addEventListener('input', onInput, true);
  held = {
    root,
    clicks,
    typed,
    stop: () => {
      root.removeEventListener('click', onClick, true);
      root.removeEventListener('input', onInput, true);
    },
  };
}

/** The value setter of the element's kind itself, which React's change tracking does not see. */
function setNativeValue(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
}

/**
 * Replays the held input on the elements the app kept (hydrated): typed text as a change React
 * sees (its tracked value reset first, so the field's text counts as new), then the clicks. A page
 * the app rendered anew has other elements: nothing is replayed there.
 */
export function replayEarlyInput() {
  if (!held) return;
  const { clicks, typed, stop } = held;
  held = null;
  stop();
  for (const field of typed) {
    if (!field.isConnected) continue;
    const text = field.value;
    field.value = '';
    setNativeValue(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const control of clicks) if (control.isConnected && control instanceof HTMLElement) control.click();
}
