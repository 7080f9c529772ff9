import { EARLY_INPUT_GLOBAL } from '@portal/contracts/public/early-input';

/**
 * What a visitor clicked and typed on the server's markup of a public page before the app took it
 * over, held by the page's own script from its first paint (contracts' EARLY_INPUT_SCRIPT), and
 * replayed here on the same elements once React has them.
 */
interface HeldInput {
  clicks: Element[];
  typed: (HTMLInputElement | HTMLTextAreaElement)[];
  stop: () => void;
}

function takeHeldInput(): HeldInput | null {
  const scope = window as unknown as Record<string, HeldInput | undefined>;
  const held = scope[EARLY_INPUT_GLOBAL] ?? null;
  delete scope[EARLY_INPUT_GLOBAL];
  return held;
}

/** The value setter of the element's kind itself, which React's change tracking does not see. */
function setNativeValue(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
}

/**
 * Stops the holding and replays the held input on the elements the app kept (hydrated): typed text
 * as a change React sees (its tracked value reset first, so the field's text counts as new), then
 * the clicks. A page the app rendered anew has other elements: nothing is replayed there.
 */
export function replayEarlyInput() {
  const held = takeHeldInput();
  if (!held) return;
  held.stop();
  for (const field of held.typed) {
    if (!field.isConnected) continue;
    const text = field.value;
    field.value = '';
    setNativeValue(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const control of held.clicks) if (control.isConnected && control instanceof HTMLElement) control.click();
}
