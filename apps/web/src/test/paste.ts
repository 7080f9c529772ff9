import { act } from '@testing-library/react';

/**
 * Pastes into a rich text editor as a person does (jsdom cannot type into its editable area): the
 * clipboard holds plain text, or the given data by type ('text/html', 'text/plain').
 */
export function paste(target: Element, data: string | Record<string, string>) {
  const byType = typeof data === 'string' ? { 'text/plain': data } : data;
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: { getData: (type: string) => byType[type as keyof typeof byType] ?? '', types: Object.keys(byType) },
  });
  act(() => {
    target.dispatchEvent(event);
  });
}
