import { highlightParts } from '../highlight.ts';

/** A name with the words the search matched marked (accent-insensitively). */
export function Highlighted({ text, words }: { text: string; words: readonly string[] }) {
  return (
    <>
      {highlightParts(text, words).map((part, i) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text
          <mark key={i} style={{ background: 'var(--mantine-color-yellow-2)', color: 'inherit', borderRadius: 2, padding: 0 }}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
