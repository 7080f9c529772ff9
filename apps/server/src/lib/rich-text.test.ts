import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps editor markup and drops scripts, handlers and unsafe links', () => {
    const out = sanitizeRichText(
      '<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script> <a href="javascript:alert(1)">x</a> <a href="https://pks.rs">pks</a></p>',
    );
    expect(out).toBe(
      '<p>Hi <strong>there</strong> <a target="_blank" rel="noopener noreferrer">x</a> <a href="https://pks.rs" target="_blank" rel="noopener noreferrer">pks</a></p>',
    );
  });

  it('turns empty markup into null', () => {
    expect(sanitizeRichText('<p> </p><br>')).toBeNull();
    expect(sanitizeRichText('')).toBeNull();
  });
});

describe('richTextToPlain', () => {
  it('keeps paragraphs, list items and line breaks as new lines, and reads entities', () => {
    expect(richTextToPlain('<p>Dear <strong>partner</strong>,</p><ul><li>one</li><li>A &amp; B</li></ul><p>x<br>y &#39;z&#39;</p>')).toBe(
      "Dear partner,\n\none\nA & B\n\nx\ny 'z'",
    );
  });
});
