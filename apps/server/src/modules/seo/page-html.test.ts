import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EARLY_INPUT_SCRIPT_SOURCE } from '../../plugins/security-headers.ts';
import { fillTemplate, markup, type RenderedPage } from './page-html.ts';

const TEMPLATE = '<!doctype html><html lang="en"><head><title>Market Access</title></head><body><div id="root"></div></body></html>';

const page: RenderedPage = {
  htmlLang: 'en',
  language: 'eng',
  head: {
    title: 'Frozen raspberries',
    description: 'A supplier',
    canonical: 'http://localhost/companies/1',
    alternates: [],
    image: null,
    type: 'profile',
    siteName: 'Market Access',
    locale: 'en_US',
    jsonLd: [],
  },
  body: markup('<h1>Plain</h1>'),
  prefill: [],
};

/** The inline scripts a browser would run (JSON data blocks are not run). */
const runnableScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);

describe("a public page's HTML", () => {
  it("follows the app's markup with the early-input script, whose hash the Content-Security-Policy allows", () => {
    const html = fillTemplate(TEMPLATE, page, { html: '<main><button>Register</button></main>', answers: [] });
    expect(html).toContain('<div id="root" data-served-in="eng"><main><button>Register</button></main></div><script>');
    const scripts = runnableScripts(html);
    expect(scripts).toHaveLength(1);
    expect(`'sha256-${createHash('sha256').update(scripts[0]).digest('base64')}'`).toBe(EARLY_INPUT_SCRIPT_SOURCE);
  });

  it('has no script to run when it holds the plain HTML (the app replaces it and nothing is held)', () => {
    const html = fillTemplate(TEMPLATE, page, null);
    expect(html).toContain('<div id="root"><div id="server-content"><h1>Plain</h1></div></div>');
    expect(runnableScripts(html)).toEqual([]);
  });
});
