import type { ButtonHTMLAttributes, CSSProperties, InputHTMLAttributes, ReactNode } from 'react';

/**
 * Blueprint's markup and class names without Blueprint's JavaScript, for what the first page
 * load draws (the sign-in page, the start screen, a chunk's loading and failed states).
 * Importing `@blueprintjs/core` there would add about 30 kB gzip (the icon name tables
 * come with it) to every cold load; its CSS is loaded anyway, so the same classes look the same.
 * `plainBlueprint.test.tsx` compares this markup with Blueprint's own, so an upgrade that
 * renames a class fails a test instead of quietly unstyling the login page.
 */
export const BP = 'bp6';

type Intent = 'none' | 'primary' | 'success' | 'danger' | 'warning';

const intentClass = (intent: Intent | undefined) => (intent && intent !== 'none' ? ` ${BP}-intent-${intent}` : '');

/** Blueprint's Spinner (20 px, indeterminate) as plain markup. */
export function PlainSpinner({ label, className = '' }: { label?: string; className?: string }) {
  return (
    <div aria-label={label} aria-valuemax={100} aria-valuemin={0} className={`${BP}-spinner${className ? ` ${className}` : ''}`} role="progressbar">
      <div className={`${BP}-spinner-animation`}>
        <svg width="20" height="20" strokeWidth="16.00" viewBox="-3.00 -3.00 106.00 106.00">
          <path className={`${BP}-spinner-track`} d="M 50,50 m 0,-45 a 45,45 0 1 1 0,90 a 45,45 0 1 1 0,-90" />
          <path className={`${BP}-spinner-head`} d="M 50,50 m 0,-45 a 45,45 0 1 1 0,90 a 45,45 0 1 1 0,-90" pathLength={280} strokeDasharray="280 280" strokeDashoffset={210} />
        </svg>
      </div>
    </div>
  );
}

interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  intent?: Intent;
  fill?: boolean;
  /** Disables the button and shows Blueprint's button spinner. */
  loading?: boolean;
}

/** Blueprint's Button as a plain `<button>`. */
export function PlainButton({ intent, fill, loading, disabled, children, type = 'button', ...rest }: PlainButtonProps) {
  const off = Boolean(disabled || loading);
  const className = `${BP}-button${off ? ` ${BP}-disabled` : ''}${fill ? ` ${BP}-fill` : ''}${loading ? ` ${BP}-loading` : ''}${intentClass(intent)}`;
  return (
    <button type={type} className={className} disabled={off} {...rest}>
      {loading ? <PlainSpinner className={`${BP}-button-spinner`} /> : null}
      <span className={`${BP}-button-text`}>{children}</span>
    </button>
  );
}

interface PlainTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'className'> {
  id: string;
  label: string;
  /** Shown under the field, in the danger intent. */
  error?: string | null;
  onValueChange: (value: string) => void;
}

/** Blueprint's FormGroup with an InputGroup inside, as plain markup. */
export function PlainTextField({ id, label, error, onValueChange, ...input }: PlainTextFieldProps) {
  const intent = error ? ` ${BP}-intent-danger` : '';
  return (
    <div className={`${BP}-form-group${intent}`}>
      <label className={`${BP}-label`} htmlFor={id}>
        {label}
      </label>
      <div className={`${BP}-form-content`}>
        <div className={`${BP}-input-group${intent}`}>
          <input
            id={id}
            className={`${BP}-input`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => onValueChange(event.target.value)}
            {...input}
          />
        </div>
        {error ? (
          <div id={`${id}-error`} className={`${BP}-form-helper-text`}>
            {error}
          </div>
        ) : null}
      </div>
    </div>
  );
}

interface PlainCheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'style'> {
  style?: CSSProperties;
}

/**
 * Blueprint's Checkbox (no label text, not indeterminate) as plain markup: a table's row boxes,
 * drawn again with every page of rows, where Blueprint's component with its control wrappers
 * cost some 7 ms of each redraw of a 20-row page (issue 27).
 */
export function PlainCheckbox({ style, ...input }: PlainCheckboxProps) {
  return (
    <label className={`${BP}-control ${BP}-checkbox`} style={style}>
      <input type="checkbox" className={`${BP}-control-input`} {...input} />
      <span className={`${BP}-control-indicator`} />
    </label>
  );
}

interface PlainTagProps {
  intent?: Intent;
  minimal?: boolean;
  round?: boolean;
  className?: string;
  style?: CSSProperties;
  title?: string;
  /** What the tag stands for, for tests and styles (a deal's or a request's status). */
  'data-status'?: string | number;
  children: ReactNode;
}

/**
 * Blueprint's Tag with `multiline` (the text wraps), not interactive, as plain markup: a list
 * draws one per state and tag in every row of every page, and Blueprint's (interactive-attribute
 * hooks, a Text component, two empty icons) was a steady part of a page's render (issue 27).
 */
export function PlainTag({ intent, minimal, round, className, style, title, 'data-status': status, children }: PlainTagProps) {
  const classes = `${BP}-tag${intentClass(intent)}${minimal ? ` ${BP}-minimal` : ''}${round ? ` ${BP}-round` : ''}${className ? ` ${className}` : ''}`;
  return (
    <span data-status={status} title={title} style={style} className={classes}>
      <span className={`${BP}-fill`}>{children}</span>
    </span>
  );
}

/** Blueprint's compact Callout (no icon) as plain markup. */
export function PlainCallout({ intent, children, className = '' }: { intent: Intent; children: ReactNode; className?: string }) {
  return (
    <div role="alert" className={`${BP}-callout${intentClass(intent)} ${BP}-compact${className ? ` ${className}` : ''}`}>
      {children}
    </div>
  );
}

/** Blueprint's NonIdealState (vertical) as plain markup. */
export function PlainNonIdealState({ visual, title, description, action }: { visual?: ReactNode; title: string; description?: string; action?: ReactNode }) {
  return (
    <div className={`${BP}-non-ideal-state ${BP}-non-ideal-state-vertical`}>
      {visual ? <div className={`${BP}-non-ideal-state-visual`}>{visual}</div> : null}
      <div className={`${BP}-non-ideal-state-text`}>
        <h4 className={`${BP}-heading`}>{title}</h4>
        {description ? <div>{description}</div> : null}
      </div>
      {action}
    </div>
  );
}

/** Blueprint's dark-theme class, set on <body>. */
export const DARK_CLASS = `${BP}-dark`;
