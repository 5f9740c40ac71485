/**
 * Allow-list HTML sanitiser for previews of staff-written HTML (e-mail templates): unknown
 * elements are replaced by their text, scripts and styles dropped whole, and only plain
 * attributes kept (links to http, https and mailto, or template placeholders). The preview is
 * further shown in a sandboxed frame, so nothing it holds can run.
 */
const ALLOWED_TAGS = new Set([
  'a', 'b', 'i', 'u', 's', 'em', 'strong', 'small', 'p', 'br', 'hr', 'div', 'span', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'center',
]);
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math']);
const ALLOWED_ATTRIBUTES = new Set(['href', 'src', 'alt', 'title', 'width', 'height', 'align', 'colspan', 'rowspan']);
const SAFE_URL = /^(https?:|mailto:|\{\{)/i;

export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(doc.body);
  return doc.body.innerHTML;
}

function clean(node: Element) {
  for (const child of [...node.children]) {
    const tag = child.tagName.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(tag)) {
      child.remove();
      continue;
    }
    clean(child);
    if (!ALLOWED_TAGS.has(tag)) {
      child.replaceWith(...child.childNodes);
      continue;
    }
    for (const attribute of [...child.attributes]) {
      const name = attribute.name.toLowerCase();
      const keep = ALLOWED_ATTRIBUTES.has(name) && (name !== 'href' && name !== 'src' ? true : SAFE_URL.test(attribute.value.trim()));
      if (!keep) child.removeAttribute(attribute.name);
    }
  }
}
