import { EARLY_INPUT_GLOBAL, EARLY_INPUT_SCRIPT } from '@portal/contracts/public/early-input';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyInput } from './early-input.ts';

/** The server's markup with the page's script after it, as the server writes them (page-html.ts). */
function servedPage() {
  document.body.innerHTML =
    '<div id="root"><button type="button">Register</button><input type="text" aria-label="Search"><a href="#more">More</a></div>';
  new Function(EARLY_INPUT_SCRIPT)();
  const root = document.getElementById('root')!;
  return {
    button: root.querySelector('button')!,
    field: root.querySelector('input')!,
    link: root.querySelector('a')!,
  };
}

const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe('early input on a served page', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
    document.body.innerHTML = '';
  });

  it('holds a click on a control and a field typed into until the app replays them on the same elements', () => {
    const { button, field } = servedPage();
    const pressed = vi.fn();
    const changed = vi.fn();
    // The app's handlers, as React attaches them when it takes the page over.
    button.addEventListener('click', pressed);
    field.addEventListener('input', (event) => changed((event.target as HTMLInputElement).value));

    expect(click(button)).toBe(false); // the click's default is prevented, and it reaches no handler
    field.value = 'raspberries';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(pressed).not.toHaveBeenCalled();
    changed.mockClear();

    replayEarlyInput();
    expect(changed).toHaveBeenCalledWith('raspberries');
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(field.value).toBe('raspberries');
    expect((window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL]).toBeUndefined();

    // Held no more: the next click goes straight to the app.
    click(button);
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('lets links and text fields take their clicks, and replays nothing on elements the app replaced', () => {
    const { button, field, link } = servedPage();
    expect(click(link)).toBe(true);
    expect(click(field)).toBe(true);
    click(button);
    button.remove();
    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    replayEarlyInput();
    expect(pressed).not.toHaveBeenCalled();
  });

  it('does nothing on a page without the script (one the app made itself)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(() => replayEarlyInput()).not.toThrow();
  });
});
