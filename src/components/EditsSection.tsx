import { Button, Callout, Intent, Section, SectionCard, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** The words of an edits section's toolbar, already translated. */
export interface EditsSectionTexts {
  title: string;
  subtitle: string;
  /** "N unsaved changes", shown while there are edits. */
  unsaved: string;
  reset: string;
  save: string;
}

/**
 * A section whose edits stay local until Save (a notification matrix): its toolbar counts the
 * unsaved edits, Reset drops them, Save sends them (disabled with the access table's reason);
 * the refusal of the last Save shows above the content.
 */
export function EditsSection({
  texts,
  count,
  saving,
  refusal,
  error,
  toolbarClassName,
  small,
  onReset,
  onSave,
  children,
}: {
  texts: EditsSectionTexts;
  count: number;
  saving: boolean;
  refusal?: string;
  error: string | null;
  toolbarClassName: string;
  small?: boolean;
  onReset: () => void;
  onSave: () => void;
  children: ReactNode;
}) {
  const dirty = count > 0;
  const size = small ? 'small' : undefined;
  const toolbar = (
    <div className={toolbarClassName}>
      {dirty && (
        <Tag multiline intent={Intent.WARNING} minimal>
          {texts.unsaved}
        </Tag>
      )}
      <Button size={size} text={texts.reset} disabled={!dirty || saving} onClick={onReset} />
      <Button size={size} intent={Intent.PRIMARY} text={texts.save} disabled={!dirty || refusal !== undefined} title={refusal} loading={saving} onClick={onSave} />
    </div>
  );
  return (
    <Section title={texts.title} subtitle={texts.subtitle} compact rightElement={toolbar}>
      {error && (
        <SectionCard>
          <Callout intent={Intent.DANGER} role="alert" compact>
            {error}
          </Callout>
        </SectionCard>
      )}
      {children}
    </Section>
  );
}
