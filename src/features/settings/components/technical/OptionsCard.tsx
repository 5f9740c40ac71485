import { Button, Callout, Intent, Section, SectionCard, Spinner } from '@blueprintjs/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../components/useTranslation.ts';
import { QueryFailedCallout } from '../../../../components/QueryFailedCallout.tsx';
import type { FormProblem } from '../../technicalErrors.ts';

/**
 * The local edit of one options document: the stored value until the admin types, then their
 * draft; `dirty` while the draft differs from what is stored.
 */
export function useDraft<T extends object>(stored: T | undefined) {
  const [draft, setDraft] = useState<T | null>(null);
  const value = draft ?? stored;
  return {
    value,
    dirty: draft !== null && stored !== undefined && JSON.stringify(draft) !== JSON.stringify(stored),
    set: (patch: Partial<T>) => value && setDraft({ ...value, ...patch }),
    reset: () => setDraft(null),
  };
}

export interface OptionsCardProps {
  title: string;
  subtitle: string;
  query: UseQueryResult<unknown>;
  /** Why saving is refused to this admin (from the access table), or undefined. */
  refusal: string | undefined;
  dirty: boolean;
  saving: boolean;
  /** A refused save or a broken rule not tied to one field. */
  problem: FormProblem | null;
  onReset: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/** One options form of Settings › Technical: loading and failed states, the fields, Reset and Save. */
export function OptionsCard({ title, subtitle, query, refusal, dirty, saving, problem, onReset, onSubmit, children }: OptionsCardProps) {
  const { t } = useTranslation('technicalSettings');
  let body: ReactNode;
  if (query.isPending) body = <Spinner size={20} aria-label={t('technicalSettings.common.loading')} />;
  else if (query.isError)
    body = <QueryFailedCallout title={t('technicalSettings.common.loadFailed')} retry={t('technicalSettings.common.retry')} query={query} />;
  else
    body = (
      <form
        aria-label={title}
        className="technical-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <fieldset className="technical-fieldset" disabled={refusal !== undefined}>
          {children}
        </fieldset>
        {problem && problem.field === null && (
          <Callout intent={Intent.DANGER} role="alert" compact>
            {problem.text}
          </Callout>
        )}
        <div className="technical-form-actions">
          <Button text={t('technicalSettings.common.reset')} disabled={!dirty || saving} onClick={onReset} />
          <Button type="submit" intent={Intent.PRIMARY} text={t('technicalSettings.common.save')} disabled={!dirty || refusal !== undefined} title={refusal} loading={saving} />
        </div>
      </form>
    );
  return (
    <Section title={title} subtitle={subtitle} compact className="technical-card">
      <SectionCard>{body}</SectionCard>
    </Section>
  );
}
