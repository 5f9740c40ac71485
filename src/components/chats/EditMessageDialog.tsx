import { Callout, Dialog, DialogBody, FormGroup, TextArea } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../useTranslation.ts';
import { CHAT_MESSAGE_EMPTY, CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGE_TOO_LONG } from '../../domain/p2p.ts';
import { errorText } from '../errorText.ts';
import { showSuccess } from '../toasts.ts';
import { FormFooter } from '../FormFooter.tsx';

interface EditMessageDialogProps {
  initialText: string;
  onClose: () => void;
  /** Saves the trimmed text; the dialog shows a refusal and stays open. */
  onSave: (text: string) => Promise<void>;
}

/** Edits one chat message: at most 512 characters (spec 2 §5), not empty; Esc or Cancel leaves it as it was. */
export function EditMessageDialog({ initialText, onClose, onSave }: EditMessageDialogProps) {
  const { t } = useTranslation('chats');
  const [text, setText] = useState(initialText);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trimmed = text.trim();
  const tooLong = trimmed.length > CHAT_MESSAGE_MAX_LENGTH;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return setError(t('chats.errors.empty', { defaultValue: CHAT_MESSAGE_EMPTY }));
    if (tooLong) return setError(t('chats.errors.tooLong', { defaultValue: CHAT_MESSAGE_TOO_LONG }));
    setBusy(true);
    setError(null);
    try {
      await onSave(trimmed);
      onClose();
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('chats.edit.title')} isOpen onClose={onClose} canOutsideClickClose={!busy}>
      <form onSubmit={(event) => void submit(event)}>
        <DialogBody>
          <FormGroup
            label={t('chats.edit.message')}
            labelFor="chat-edit-message"
            helperText={t('chats.edit.counter', { count: trimmed.length, max: CHAT_MESSAGE_MAX_LENGTH })}
            intent={tooLong ? 'danger' : 'none'}
          >
            <TextArea id="chat-edit-message" value={text} onChange={(e) => setText(e.target.value)} fill autoResize intent={tooLong ? 'danger' : 'none'} />
          </FormGroup>
          {error && (
            <Callout intent="danger" compact role="alert">
              {error}
            </Callout>
          )}
        </DialogBody>
        <FormFooter cancelText={t('chats.actions.cancel')} submitText={t('chats.actions.save')} onCancel={onClose} busy={busy} />
      </form>
    </Dialog>
  );
}

/** A chat message as the edit dialog needs it. */
interface EditableMessage {
  messageId: number;
  message: string;
}

interface MessageEditorProps {
  /** The message being edited; nothing shows while it is null. */
  editing: EditableMessage | null;
  /** The chat's edit call. */
  save: (messageId: number, text: string) => Promise<unknown>;
  /** Reloads the chat lists after a save. */
  refresh: () => Promise<unknown>;
  onClose: () => void;
}

/** The edit dialog of a chat panel: saves the message, reloads the lists and says it was saved. */
export function MessageEditor({ editing, save, refresh, onClose }: MessageEditorProps) {
  const { t } = useTranslation('chats');
  if (!editing) return null;
  return (
    <EditMessageDialog
      initialText={editing.message}
      onClose={onClose}
      onSave={async (text) => {
        await save(editing.messageId, text);
        await refresh();
        void showSuccess(t('chats.message.saved'));
      }}
    />
  );
}
