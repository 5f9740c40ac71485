import { Button, Dialog, DialogBody, FormGroup, InputGroup, Intent, Classes, type InputGroupProps } from '@blueprintjs/core';
import { EyeOff, EyeOpen, Refresh } from '@blueprintjs/icons';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { generatePassword } from '../../../domain/password.ts';
import { createUserProblems, type CreateUserForm } from '../createUserRules.ts';
import { focusFirstField } from '../../../components/focusOnOpened.ts';
import { FormFooter } from '../../../components/FormFooter.tsx';

/** Props of {@link CreateUserDialog}. */
export interface CreateUserDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /**
   * Asks for confirmation and creates the user; resolves true when created. A server message
   * ("UserName already exists") comes back as `serverError` and is shown under the field it names.
   */
  onCreate: (form: CreateUserForm) => Promise<boolean>;
  serverError?: { field: keyof CreateUserForm; text: string } | null;
}

const EMPTY: CreateUserForm = { email: '', userName: '', password: '' };

/** The create-user form (spec 1 §5 rules for user name and password); Enter submits, Esc closes. */
export function CreateUserDialog({ isOpen, onClose, onCreate, serverError }: CreateUserDialogProps) {
  const { t } = useTranslation('users');
  const idPrefix = useId();
  const [form, setForm] = useState<CreateUserForm>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const firstRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    setForm(EMPTY);
    setSubmitted(false);
    setShowPassword(false);
  }, [isOpen]);

  const problems = createUserProblems(form);
  const set = (field: keyof CreateUserForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    const created = await onCreate({ email: form.email.trim(), userName: form.userName.trim(), password: form.password });
    if (created) onClose();
  };

  /** A field of the form bound to `form[name]`: the rule's (once submitted) or the server's word under it; `input` are its InputGroup's own props. */
  const field = (name: keyof CreateUserForm, label: string, input: Omit<InputGroupProps, 'id' | 'value' | 'intent' | 'onChange'>) => {
    const id = `${idPrefix}-${name}`;
    const problem = submitted ? problems[name] : undefined;
    const server = serverError?.field === name ? serverError.text : undefined;
    const message = problem ? t(problem) : server;
    const intent = message ? Intent.DANGER : Intent.NONE;
    return (
      <FormGroup label={label} labelFor={id} labelInfo="*" intent={intent} helperText={message}>
        <InputGroup id={id} {...input} value={form[name]} intent={intent} onChange={(event) => set(name)(event.target.value)} />
      </FormGroup>
    );
  };

  return (
    <Dialog isOpen={isOpen} title={t('users.create.title')} onClose={onClose} onOpened={(node) => focusFirstField(node, firstRef.current)} style={{ width: 420 }}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          {field('email', t('users.create.email'), { inputRef: firstRef, type: 'email', autoComplete: 'off' })}
          {field('userName', t('users.create.userName'), { autoComplete: 'off' })}
          {field('password', t('users.create.password'), {
            type: showPassword ? 'text' : 'password',
            autoComplete: 'new-password',
            rightElement: (
              <>
                <Button
                  variant="minimal"
                  icon={showPassword ? <EyeOff /> : <EyeOpen />}
                  aria-label={t(showPassword ? 'users.create.hidePassword' : 'users.create.showPassword')}
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((shown) => !shown)}
                />
                <Button
                  variant="minimal"
                  icon={<Refresh />}
                  aria-label={t('users.create.generate')}
                  title={t('users.create.generate')}
                  onClick={() => {
                    set('password')(generatePassword());
                    setShowPassword(true);
                  }}
                />
              </>
            ),
          })}
          <p className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`} style={{ margin: 0 }}>
            {t('users.create.passwordRule')}
          </p>
        </DialogBody>
        <FormFooter cancelText={t('users.dialogs.cancel')} submitText={t('users.create.submit')} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
