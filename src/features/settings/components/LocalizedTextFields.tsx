import { FormGroup, InputGroup, Tab, Tabs, TextArea } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { TabPanel } from '../../../components/TabPanel.tsx';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '../../../domain/languages.ts';
import type { LocalizedText } from '../api.ts';

/** Props of {@link LocalizedTextFields}. */
export interface LocalizedTextFieldsProps {
  /** A one-line title per locale, shown above the text; omitted when the entity has none. */
  title?: LocalizedText;
  onTitleChange?: (next: LocalizedText) => void;
  text: LocalizedText;
  onTextChange: (next: LocalizedText) => void;
  rows?: number;
}

/** Title and text per interface locale, one tab per locale (a dot marks a locale left empty). */
export function LocalizedTextFields({ title, onTitleChange, text, onTextChange, rows = 4 }: LocalizedTextFieldsProps) {
  const { t } = useTranslation('settings');
  const id = useId();
  const [locale, setLocale] = useState<Locale>('en');
  const empty = (l: Locale) => !text[l]?.trim() && (!title || !title[l]?.trim());
  return (
    <div className="settings-localized">
      <Tabs animate={false} id={`${id}-locales`} selectedTabId={locale} onChange={(next) => setLocale(LOCALES.find((l) => l === next) ?? 'en')}>
        {LOCALES.map((l) => (
          <Tab disabled={false} key={l} id={l} title={`${LANGUAGE_NAMES[l].nativeName}${empty(l) ? ' •' : ''}`} />
        ))}
      </Tabs>
      <TabPanel tabsId={`${id}-locales`} tabId={locale}>
        {title && onTitleChange && (
          <FormGroup label={t('settings.notifications.titleIn', { locale })} labelFor={`${id}-title`}>
            <InputGroup id={`${id}-title`} value={title[locale] ?? ''} maxLength={256} onChange={(e) => onTitleChange({ ...title, [locale]: e.target.value })} />
          </FormGroup>
        )}
        <FormGroup label={t('settings.notifications.textIn', { locale })} labelFor={`${id}-text`}>
          <TextArea id={`${id}-text`} fill rows={rows} maxLength={4000} value={text[locale] ?? ''} onChange={(e) => onTextChange({ ...text, [locale]: e.target.value })} />
        </FormGroup>
      </TabPanel>
    </div>
  );
}
