import { Tooltip } from '@blueprintjs/core';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { copyToClipboard } from './copyToClipboard.ts';
import { showError, showSuccess } from './toasts.ts';

/** Props of {@link CopyText}. */
export interface CopyTextProps {
  /** Text to copy; when absent, the text the children render is copied. */
  text?: string;
  /** What is shown; defaults to `text`. */
  children?: ReactNode;
  /** Tooltip content; defaults to the copied value so truncated values can be read in full. */
  tooltip?: ReactNode;
  className?: string;
}

/**
 * A value that copies itself on click (or Enter/Space) and confirms with "Copied to clipboard"
 * (spec 1 §2: "clicking a tooltip cell copies its value").
 */
export function CopyText({ text, children, tooltip, className }: CopyTextProps) {
  const { t } = useTranslation('widgets');
  const ref = useRef<HTMLSpanElement>(null);

  const copy = async () => {
    const value = text ?? ref.current?.textContent ?? '';
    if (await copyToClipboard(value)) void showSuccess('widgets.copy.copied');
    else void showError('widgets.copy.failed');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    // Keep the key from also activating an enclosing row.
    event.preventDefault();
    event.stopPropagation();
    void copy();
  };

  // An empty value has nothing to copy: a button there would be one without a name.
  const shown = children ?? text;
  if (shown === undefined || shown === null || shown === '' || shown === false) return null;

  return (
    <Tooltip content={<>{tooltip ?? text ?? t('widgets.copy.hint')}</>} placement="top" hoverOpenDelay={300}>
      <span
        ref={ref}
        role="button"
        tabIndex={0}
        className={className}
        style={{ cursor: 'copy' }}
        onClick={(event) => {
          event.stopPropagation();
          void copy();
        }}
        onKeyDown={onKeyDown}
      >
        {shown}
      </span>
    </Tooltip>
  );
}
