import { Button, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { Refresh } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { assignableStatuses } from '../../../domain/adminManagement.ts';
import { ADMIN_STATUS_CAPTION_KEYS, type AdminStatus } from '../../../domain/adminStatus.ts';
import { generatePassword, isValidPassword } from '../../../domain/password.ts';
import { createAdminAction } from '../api.ts';
import { ApprovalPolicyNotice } from '../../../components/approvals/ApprovalPolicyNotice.tsx';
import { FormDialog } from '../../../components/FormDialog.tsx';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Spec 3 §5 gives two readings of the user name length; the contract takes the wider one (5-32). */
const USER_NAME = /^[A-Za-z][A-Za-z0-9_]{4,31}$/;

export interface CreateAdminDialogProps {
  actorStatus: number;
  onClose: () => void;
}

type Field = 'email' | 'userName' | 'password' | 'status';

/** Create an admin: e-mail, user name, a status below the creator's own, and a password (typed or generated, shown so it can be handed over). */
export function CreateAdminDialog({ actorStatus, onClose }: CreateAdminDialogProps) {
  const { t } = useTranslation(['adminManagement', 'common']);
  const id = useId();
  const statuses = assignableStatuses(actorStatus);
  const [email, setEmail] = useState('');
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<AdminStatus | ''>('');
  // the fields' rules show once Ok was pressed
  const [submitted, setSubmitted] = useState(false);

  const problems: Partial<Record<Field, string>> = {};
  if (!EMAIL.test(email.trim())) problems.email = t('adminManagement.create.emailInvalid');
  if (!USER_NAME.test(userName.trim())) problems.userName = t('adminManagement.create.userNameRule');
  if (!isValidPassword(password)) problems.password = t('adminManagement.create.passwordRule');
  if (status === '') problems.status = t('adminManagement.create.chooseRole');

  const vars = () => {
    setSubmitted(true);
    if (Object.keys(problems).length > 0 || status === '') return null;
    return { email: email.trim(), userName: userName.trim(), password, adminStatus: status };
  };
  const help = (field: Field) => (submitted ? problems[field] : undefined);
  const intent = (field: Field) => (help(field) ? Intent.DANGER : Intent.NONE);

  return (
    <FormDialog title={t('adminManagement.create.title')} action={createAdminAction} vars={vars} submitText={t('adminManagement.create.submit')} onClose={onClose} note={<ApprovalPolicyNotice action="createAdmin" />}>
      <FormGroup label={t('adminManagement.create.email')} labelFor={`${id}-email`} labelInfo="*" intent={intent('email')} helperText={help('email')}>
        <InputGroup id={`${id}-email`} type="email" autoComplete="off" value={email} intent={intent('email')} onChange={(e) => setEmail(e.target.value)} />
      </FormGroup>
      <FormGroup label={t('adminManagement.create.userName')} labelFor={`${id}-user`} labelInfo="*" intent={intent('userName')} helperText={help('userName')}>
        <InputGroup id={`${id}-user`} autoComplete="off" value={userName} intent={intent('userName')} onChange={(e) => setUserName(e.target.value)} />
      </FormGroup>
      <FormGroup label={t('adminManagement.create.status')} labelFor={`${id}-status`} labelInfo="*" intent={intent('status')} helperText={help('status')}>
        <HTMLSelect
          id={`${id}-status`}
          fill
          value={status === '' ? '' : String(status)}
          onChange={(e) => setStatus(e.target.value === '' ? '' : statuses.find((s) => String(s) === e.target.value) ?? '')}
          options={[
            { value: '', label: t('adminManagement.create.chooseStatus') },
            ...statuses.map((s) => ({ value: String(s), label: t(ADMIN_STATUS_CAPTION_KEYS[s]) })),
          ]}
        />
      </FormGroup>
      <FormGroup
        label={t('adminManagement.create.password')}
        labelFor={`${id}-password`}
        labelInfo="*"
        intent={intent('password')}
        helperText={help('password') ?? t('adminManagement.create.passwordRule')}
      >
        {/* Shown in clear: whoever creates the admin hands the password over. */}
        <InputGroup
          id={`${id}-password`}
          autoComplete="off"
          spellCheck={false}
          value={password}
          intent={intent('password')}
          onChange={(e) => setPassword(e.target.value)}
          rightElement={
            <Button
              variant="minimal"
              icon={<Refresh />}
              aria-label={t('adminManagement.create.generate')}
              title={t('adminManagement.create.generate')}
              onClick={() => setPassword(generatePassword())}
            />
          }
        />
      </FormGroup>
    </FormDialog>
  );
}
