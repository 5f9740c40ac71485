import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from './useTranslation.ts';
import { copyToClipboard } from './copyToClipboard.ts';
import { FloatingTip } from './FloatingTip.tsx';
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

/** How long the pointer or the focus rests on a value before its tooltip shows (Blueprint's hover delay here before). */
const TIP_DELAY_MS = 300;

/**
 * A value that copies itself on click (or Enter/Space) and confirms with "Copied to clipboard"
 * (spec 1 §2: "clicking a tooltip cell copies its value"). Its tooltip (the full value, or what
 * a click copies) shows when the pointer or the focus rests on it, and is built only then.
 */
export function CopyText({ text, children, tooltip, className }: CopyTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const tipId = useId();
  // the element the tooltip points at while it shows
  const [tipAnchor, setTipAnchor] = useState<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const showTipSoon = (event: { currentTarget: HTMLElement }) => {
    const anchor = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTipAnchor(anchor), TIP_DELAY_MS);
  };
  const hideTip = () => {
    clearTimeout(timer.current);
    setTipAnchor(null);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    const value = text ?? ref.current?.textContent ?? '';
    if (await copyToClipboard(value)) void showSuccess('widgets.copy.copied');
    else void showError('widgets.copy.failed');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && tipAnchor) {
      // the tooltip goes, the key goes on (a table's Escape still leaves the table)
      hideTip();
      return;
    }
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
    <>
      <span
        ref={ref}
        role="button"
        tabIndex={0}
        className={className}
        style={{ cursor: 'copy' }}
        aria-describedby={tipAnchor ? tipId : undefined}
        onClick={(event) => {
          event.stopPropagation();
          void copy();
        }}
        onKeyDown={onKeyDown}
        onPointerEnter={showTipSoon}
        onPointerLeave={hideTip}
        onFocus={showTipSoon}
        onBlur={hideTip}
      >
        {shown}
      </span>
      {tipAnchor && (
        <FloatingTip anchor={tipAnchor} id={tipId}>
          {tooltip ?? text ?? <CopyHint />}
        </FloatingTip>
      )}
    </>
  );
}

/**
 * "Click to copy", asked of i18next only while a tip shows: a table draws a CopyText per copyable
 * cell, and a language subscription each was work on every page of rows.
 */
function CopyHint() {
  const { t } = useTranslation('widgets');
  return t('widgets.copy.hint');
}
