import { useCallback, useEffect, useRef, useState } from 'react';

/** A field marked invalid: inputs take aria-invalid, Mantine's checkboxes data-error, its password inputs data-invalid. */
const INVALID = '[aria-invalid="true"], input[data-error], input[data-invalid]';

/** Focuses the first field marked invalid inside `root`, in the page's order; false when there is none. */
export function focusFirstInvalid(root: ParentNode | null | undefined): boolean {
  const field = root?.querySelector<HTMLElement>(INVALID);
  field?.focus();
  return !!field;
}

/** The earliest of the given nodes in the page's order (the inputs of a form's invalid paths). */
export function firstInPage<T extends Node>(nodes: readonly (T | null)[]): T | undefined {
  let first: T | undefined;
  for (const node of nodes) {
    if (node && (!first || first.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING)) first = node;
  }
  return first;
}

/**
 * For a form that keeps its own errors: put `ref` on the form and call `focusInvalid()` after
 * setting the errors; once they are shown, the first invalid field takes the focus.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request) focusFirstInvalid(ref.current);
  }, [request]);
  const focusInvalid = useCallback(() => setRequest((n) => n + 1), []);
  return { ref, focusInvalid };
}
