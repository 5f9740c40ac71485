import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml.ts';

describe('sanitizeHtml', () => {
  it('drops scripts, event handlers and javascript links but keeps the formatting', () => {
    const out = sanitizeHtml('<h1 onclick="x()">Hi</h1><script>alert(1)</script><p><a href="javascript:alert(1)">x</a> <a href="https://e.x/{{link}}">ok</a></p><iframe src="https://evil"></iframe>');
    expect(out).toBe('<h1>Hi</h1><p><a>x</a> <a href="https://e.x/{{link}}">ok</a></p>');
  });

  it('replaces unknown elements by their content', () => {
    expect(sanitizeHtml('<form><b>bold</b><input value="x"></form>')).toBe('<b>bold</b>');
  });
});
