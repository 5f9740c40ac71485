type Translate = (key: string, options?: Record<string, unknown>) => unknown;

/** Stands for the value while i18next works the text out: a character no translation holds. */
const MARK = '\u0001';

/**
 * A text with one value put in ("Select row {{row}}"), worked out by i18next once: the returned
 * function puts each value where i18next put the mark. A table names every row's checkbox and
 * link this way; an i18next call with options per row (it copies its options, looks the key up
 * and interpolates, 30-60 µs each) was a steady part of drawing a page of rows (issue 27). A
 * count picks a plural form by its value, and a text that does not hold the value exactly once
 * (a nested text that repeats it) needs i18next too: those are asked of i18next for each value.
 */
export function textWithValue(t: Translate, key: string, name: string): (value: string | number) => string {
  if (name === 'count') return (value) => String(t(key, { count: value }));
  const text = String(t(key, { [name]: MARK }));
  const at = text.indexOf(MARK);
  if (at < 0 || text.indexOf(MARK, at + 1) >= 0) return (value) => String(t(key, { [name]: value }));
  const before = text.slice(0, at);
  const after = text.slice(at + 1);
  return (value) => before + String(value) + after;
}
