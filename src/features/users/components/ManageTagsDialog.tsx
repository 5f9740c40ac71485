import { Button, Classes, Dialog, DialogBody, DialogFooter, HTMLTable, InputGroup, Intent } from '@blueprintjs/core';
import { Plus, Tick } from '@blueprintjs/icons';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { DEFAULT_TAG_COLOR } from '../../../domain/users.ts';
import type { UserTag } from '../api.ts';
import { focusFirstField } from '../../../components/focusOnOpened.ts';
import { RemoveButton } from '../../../components/RemoveButton.tsx';

/** Props of {@link ManageTagsDialog}. */
export interface ManageTagsDialogProps {
  isOpen: boolean;
  tags: readonly UserTag[];
  onClose: () => void;
  /** Each resolves true when done (the caller shows toasts, confirms the delete and refreshes the tags). */
  onCreate: (tagName: string, color: string) => Promise<boolean>;
  onSave: (tag: UserTag, tagName: string, color: string) => Promise<boolean>;
  onDelete: (tag: UserTag) => Promise<boolean>;
}

function TagRow({ tag, onSave, onDelete }: { tag: UserTag; onSave: ManageTagsDialogProps['onSave']; onDelete: ManageTagsDialogProps['onDelete'] }) {
  const { t } = useTranslation('users');
  const [name, setName] = useState(tag.tagName);
  const [color, setColor] = useState(tag.color);
  useEffect(() => {
    setName(tag.tagName);
    setColor(tag.color);
  }, [tag.tagName, tag.color]);
  const changed = name.trim() !== tag.tagName || color.toUpperCase() !== tag.color.toUpperCase();
  const save = (event?: FormEvent) => {
    event?.preventDefault();
    if (changed && name.trim()) void onSave(tag, name.trim(), color.toUpperCase());
  };
  return (
    <tr>
      <td>
        <input
          type="color"
          className="users-tag-color"
          aria-label={t('users.tags.colorOf', { name: tag.tagName })}
          value={color}
          onChange={(event) => setColor(event.target.value)}
        />
      </td>
      <td>
        <InputGroup
          size="small"
          aria-label={t('users.tags.nameOf', { name: tag.tagName })}
          value={name}
          maxLength={64}
          intent={name.trim() ? Intent.NONE : Intent.DANGER}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save(event);
          }}
        />
      </td>
      <td style={{ whiteSpace: 'nowrap' }}>
        <Button
          size="small"
          variant="minimal"
          intent={Intent.PRIMARY}
          icon={<Tick />}
          disabled={!changed || !name.trim()}
          aria-label={t('users.tags.saveOf', { name: tag.tagName })}
          title={t('users.tags.save')}
          onClick={() => save()}
        />
        <RemoveButton label={t('users.tags.deleteOf', { name: tag.tagName })} title={t('users.tags.delete')} onClick={() => void onDelete(tag)} />
      </td>
    </tr>
  );
}

/**
 * Creates, renames, recolours and deletes user tags (spec 1 §2). New tags are grey (#BDBDBD)
 * unless another colour is picked; Enter in a name field saves that row.
 */
export function ManageTagsDialog({ isOpen, tags, onClose, onCreate, onSave, onDelete }: ManageTagsDialogProps) {
  const { t } = useTranslation('users');
  const [name, setName] = useState('');
  const [color, setColor] = useState(DEFAULT_TAG_COLOR);
  const [submitted, setSubmitted] = useState(false);
  const newNameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    setName('');
    setColor(DEFAULT_TAG_COLOR);
    setSubmitted(false);
  }, [isOpen]);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!name.trim()) return;
    if (await onCreate(name.trim(), color.toUpperCase())) {
      setName('');
      setColor(DEFAULT_TAG_COLOR);
      setSubmitted(false);
    }
  };

  return (
    <Dialog isOpen={isOpen} title={t('users.tags.title')} onClose={onClose} onOpened={(node) => focusFirstField(node, newNameRef.current)} style={{ width: 500 }}>
      <DialogBody>
        <form onSubmit={(event) => void create(event)} className="users-tag-create" aria-label={t('users.tags.add')}>
          <input
            type="color"
            className="users-tag-color"
            aria-label={t('users.tags.color')}
            value={color}
            onChange={(event) => setColor(event.target.value)}
          />
          <InputGroup
            inputRef={newNameRef}
            aria-label={t('users.tags.name')}
            placeholder={t('users.tags.name')}
            value={name}
            maxLength={64}
            intent={submitted && !name.trim() ? Intent.DANGER : Intent.NONE}
            onChange={(event) => setName(event.target.value)}
            fill
          />
          <Button type="submit" icon={<Plus />} intent={Intent.PRIMARY} text={t('users.tags.add')} style={{ whiteSpace: 'nowrap', flex: 'none' }} />
        </form>
        {submitted && !name.trim() && <p className={`${Classes.TEXT_SMALL} users-form-error`}>{t('users.tags.nameRequired')}</p>}
        {tags.length === 0 ? (
          <p className={Classes.TEXT_MUTED}>{t('users.tags.empty')}</p>
        ) : (
          <div className="users-tags-table">
            <HTMLTable compact striped style={{ width: '100%' }}>
              <thead>
                <tr>
                  <th style={{ width: 48 }}>{t('users.tags.color')}</th>
                  <th>{t('users.tags.name')}</th>
                  <th style={{ width: 72 }} />
                </tr>
              </thead>
              <tbody>
                {tags.map((tag) => (
                  <TagRow key={tag.id} tag={tag} onSave={onSave} onDelete={onDelete} />
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={t('users.tags.close')} onClick={onClose} />} />
    </Dialog>
  );
}
