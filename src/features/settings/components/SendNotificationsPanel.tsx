import { Button, Callout, Checkbox, FormGroup, HTMLSelect, InputGroup, Intent, Radio, RadioGroup, Classes } from '@blueprintjs/core';
import { SendMessage } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { sessionQueries } from '../../../api/sessionQueries.ts';
import { TagMultiSelect } from '../../../components/TagMultiSelect.tsx';
import { useAction } from '../../../components/useAction.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { NOTIFICATION_CHANNELS, type NotificationChannel } from '../../../domain/notifications.ts';
import { hasAnyText, NOTIFICATION_MESSAGES } from '../../../domain/systemNotifications.ts';
import { sendNotificationsAction, type LocalizedText, type NotificationSendResult, type SendInput } from '../api.ts';
import { settingsErrorText } from '../settingsErrors.ts';
import { LocalizedTextFields } from './LocalizedTextFields.tsx';
import { channelCaption, NOTIFICATION_NAMESPACES } from './notificationCaptions.ts';
import { NotificationTypeSelect } from './NotificationTypeSelect.tsx';

type Mode = 'selected' | 'filter';
type Blocked = 'any' | 'yes' | 'no';
const ROLES = ['trader', 'merchant'] as const;
const NEWS_TYPE = 33;

/** "5, 17 42" → [5, 17, 42]; null when a part is not a positive whole number. */
export function parseUserIds(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (!parts.every((p) => /^[1-9]\d{0,9}$/.test(p))) return null;
  return [...new Set(parts.map(Number))];
}

/**
 * Sends a notification to the selected users, or to every user matching a users-list filter,
 * after a confirmation; the answer says how many were reached and how many e-mails left.
 */
export function SendNotificationsPanel() {
  const { t } = useTranslation(NOTIFICATION_NAMESPACES);
  const id = useId();
  const tags = useQuery(sessionQueries.userTags()).data ?? [];
  const { confirm, dialog } = useConfirm();
  const sendAction = useAction(sendNotificationsAction);
  const [mode, setMode] = useState<Mode>('selected');
  const [ids, setIds] = useState('');
  const [search, setSearch] = useState('');
  const [roles, setRoles] = useState<(typeof ROLES)[number][]>([]);
  const [tagIds, setTagIds] = useState<number[]>([]);
  const [blocked, setBlocked] = useState<Blocked>('any');
  const [notificationType, setNotificationType] = useState(NEWS_TYPE);
  const [channels, setChannels] = useState<NotificationChannel[]>([1]);
  const [title, setTitle] = useState<LocalizedText>({});
  const [text, setText] = useState<LocalizedText>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<NotificationSendResult | null>(null);

  const toggleChannel = (channel: NotificationChannel, on: boolean) =>
    setChannels((current) => (on ? [...new Set([...current, channel])] : current.filter((c) => c !== channel)).sort((a, b) => a - b));

  const send = async () => {
    setResult(null);
    const base = { notificationType, channels, title, text };
    let input: SendInput;
    if (mode === 'selected') {
      const userIdList = parseUserIds(ids);
      if (userIdList === null) return setProblem(t('settings.notifications.send.badIds'));
      if (userIdList.length === 0) return setProblem(settingsErrorText('No users selected'));
      input = { ...base, userIdList };
    } else {
      const filters = { ...(roles.length ? { roles } : {}), ...(blocked === 'any' ? {} : { isBlocked: blocked === 'yes' }) };
      input = { ...base, selectAll: true, filter: { filters, ...(search.trim() ? { searchString: search.trim() } : {}), ...(tagIds.length ? { userTagList: tagIds } : {}) } };
    }
    if (channels.length === 0) return setProblem(settingsErrorText(NOTIFICATION_MESSAGES.noChannels));
    if (!hasAnyText(title)) return setProblem(settingsErrorText(NOTIFICATION_MESSAGES.titleEmpty));
    if (!hasAnyText(text)) return setProblem(settingsErrorText(NOTIFICATION_MESSAGES.textEmpty));
    setProblem(null);
    let answer: NotificationSendResult | null = null;
    const done = await confirm({
      title: t('settings.notifications.send.confirmTitle'),
      text: input.userIdList ? t('settings.notifications.send.confirmSelected', { count: input.userIdList.length }) : t('settings.notifications.send.confirmFilter'),
      action: async () => {
        answer = await sendAction.mutateAsync(input);
      },
    });
    if (!done || !answer) return;
    setResult(answer);
  };

  return (
    <section className="settings-section" aria-label={t('settings.notifications.send.title')}>
      <h4 className={Classes.HEADING}>{t('settings.notifications.send.title')}</h4>
      <form
        className="settings-send"
        aria-label={t('settings.notifications.send.title')}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <RadioGroup label={t('settings.notifications.send.recipients')} inline selectedValue={mode} onChange={(e) => setMode(e.currentTarget.value === 'filter' ? 'filter' : 'selected')}>
          <Radio value="selected" label={t('settings.notifications.send.selected')} />
          <Radio value="filter" label={t('settings.notifications.send.matching')} />
        </RadioGroup>
        {mode === 'selected' ? (
          <FormGroup label={t('settings.notifications.send.userIds')} labelFor={`${id}-ids`} helperText={t('settings.notifications.send.userIdsHelp')}>
            <InputGroup id={`${id}-ids`} value={ids} onChange={(e) => setIds(e.target.value)} placeholder="5, 17, 42" />
          </FormGroup>
        ) : (
          <div className="settings-fields">
            <FormGroup label={t('settings.notifications.send.search')} labelFor={`${id}-search`}>
              <InputGroup id={`${id}-search`} maxLength={254} value={search} onChange={(e) => setSearch(e.target.value)} />
            </FormGroup>
            <FormGroup label={t('settings.notifications.send.roles')}>
              {ROLES.map((role) => (
                <Checkbox
                  key={role}
                  inline
                  label={t(`settings.notifications.send.role.${role}`)}
                  checked={roles.includes(role)}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setRoles((current) => (on ? [...current, role] : current.filter((r) => r !== role)));
                  }}
                />
              ))}
            </FormGroup>
            <FormGroup label={t('settings.notifications.send.tags')} labelFor={`${id}-tags`}>
              <TagMultiSelect id={`${id}-tags`} options={tags.map((tag) => ({ value: tag.id, label: tag.tagName }))} value={tagIds} onChange={(next) => setTagIds(next.map(Number))} />
            </FormGroup>
            <FormGroup label={t('settings.notifications.send.blocked')} labelFor={`${id}-blocked`}>
              <HTMLSelect
                id={`${id}-blocked`}
                value={blocked}
                onChange={(e) => setBlocked(e.target.value === 'yes' ? 'yes' : e.target.value === 'no' ? 'no' : 'any')}
                options={[
                  { value: 'any', label: t('settings.common.all') },
                  { value: 'no', label: t('settings.notifications.send.notBlocked') },
                  { value: 'yes', label: t('settings.notifications.send.onlyBlocked') },
                ]}
              />
            </FormGroup>
          </div>
        )}
        <div className="settings-fields">
          <FormGroup label={t('settings.notifications.type')} labelFor={`${id}-type`}>
            <NotificationTypeSelect id={`${id}-type`} value={notificationType} onChange={(next) => next !== null && setNotificationType(next)} />
          </FormGroup>
          <FormGroup label={t('settings.notifications.send.channels')}>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <Checkbox key={channel} inline label={channelCaption(t, channel)} checked={channels.includes(channel)} onChange={(e) => toggleChannel(channel, e.currentTarget.checked)} />
            ))}
          </FormGroup>
        </div>
        <LocalizedTextFields title={title} onTitleChange={setTitle} text={text} onTextChange={setText} />
        {problem && (
          <Callout intent={Intent.DANGER} role="alert">
            {problem}
          </Callout>
        )}
        {result && (
          <Callout intent={Intent.SUCCESS} role="status">
            {t('settings.notifications.send.result', { count: result.affected, emailed: result.emailed, via: t(`settings.notifications.send.via.${result.via}`) })}
          </Callout>
        )}
        <div>
          <Button type="submit" intent={Intent.PRIMARY} icon={<SendMessage />} text={t('settings.notifications.send.submit')} />
        </div>
      </form>
      {dialog}
    </section>
  );
}
