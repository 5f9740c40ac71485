import { useMemo } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { sanitizeHtml } from '../../../components/sanitizeHtml.ts';

/** One locale's body as the recipient would see it: HTML sanitised and shown in a frame that runs nothing; plain text as text. */
export function TemplatePreview({ body, bodyType, locale }: { body: string; bodyType: string; locale: string }) {
  const { t } = useTranslation('settings');
  const html = useMemo(() => (bodyType === 'html' ? sanitizeHtml(body) : ''), [body, bodyType]);
  const title = t('settings.email.previewOf', { locale });
  if (bodyType !== 'html') {
    return (
      <pre className="email-preview email-preview-text" aria-label={title}>
        {body}
      </pre>
    );
  }
  // An empty sandbox: no scripts, no forms, no navigation, whatever the body holds.
  return <iframe className="email-preview" title={title} sandbox="" srcDoc={`<!doctype html><meta charset="utf-8"><body style="font-family:sans-serif">${html}</body>`} />;
}
