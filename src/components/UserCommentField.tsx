import { FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from './useTranslation.ts';
import { isCommentInLocaleAlphabet } from '../domain/commentLanguage.ts';
import { LANGUAGE_NAMES, type Locale } from '../domain/languages.ts';

/** Props of {@link UserCommentField}. */
export interface UserCommentFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The locale of the user the comment is for (the user reads it, not the admin). */
  userLocale: Locale;
  /** Field label; defaults to "Comment". */
  label?: string;
  rows?: number;
  maxLength?: number;
  disabled?: boolean;
}

/**
 * A comment addressed to a user. It names the user's language and warns when the comment starts
 * in another alphabet (spec 1 §2, §5), since the user may not be able to read it. It only warns:
 * the admin may still send it.
 */
export function UserCommentField({ value, onChange, userLocale, label, rows = 3, maxLength, disabled }: UserCommentFieldProps) {
  const { t } = useTranslation('widgets');
  const id = useId();
  const language = LANGUAGE_NAMES[userLocale].nativeName;
  const mismatch = !isCommentInLocaleAlphabet(value, userLocale);
  return (
    <FormGroup
      label={label ?? t('widgets.comment.label')}
      labelFor={id}
      labelInfo={t('widgets.comment.userLanguage', { language })}
      intent={mismatch ? Intent.WARNING : Intent.NONE}
      helperText={mismatch ? <span role="status">{t('widgets.comment.otherLanguage', { language })}</span> : undefined}
    >
      <TextArea
        id={id}
        fill
        rows={rows}
        maxLength={maxLength}
        disabled={disabled}
        value={value}
        intent={mismatch ? Intent.WARNING : Intent.NONE}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormGroup>
  );
}
