import { Callout, HTMLTable, Intent, SectionCard, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { useBlocker } from 'react-router-dom';
import { EditsSection } from '../../../components/EditsSection.tsx';
import { TableHead } from '../../../components/TableHead.tsx';
import { TickBoxRow, type TickBox } from '../../../components/TickBoxRow.tsx';
import { useAction } from '../../../components/useAction.ts';
import { useCellEdits } from '../../../components/useCellEdits.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { NOTIFICATION_CHANNELS, type NotificationChannel } from '../../../domain/notifications.ts';
import { saveNotificationsAction, userDetailQueries } from '../api.ts';
import { cellKey, changedCommands, ignoredByCell, NOTIFICATION_TYPES_BY_GROUP, type CellKey } from '../notificationEdits.ts';
import { errorText } from './shared.tsx';

/**
 * The per-notification × per-channel matrix (GET User/GetUserNotificationSettings). A ticked box
 * means the user gets that notification on that channel. Edits stay local until Save sends the
 * changed cells in one call; Reset drops them; leaving with unsaved edits asks first.
 */
export function NotificationMatrix({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const saveAction = useAction(saveNotificationsAction);
  const settings = useQuery(userDetailQueries.notifications(userId));
  const { confirm, dialog } = useConfirm();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const stored = useMemo(() => ignoredByCell(settings.data ?? []), [settings.data]);
  const { edits, valueAt: ignoredAt, toggle, reset } = useCellEdits<CellKey>((key) => stored.get(key) ?? false);
  const commands = useMemo(() => changedCommands(stored, edits), [stored, edits]);
  const dirty = commands.length > 0;

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({ title: t('userDetail.notifications.leaveTitle'), text: t('userDetail.notifications.leaveText'), action: async () => undefined }).then((leave) =>
      leave ? blocker.proceed() : blocker.reset(),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      if (await saveAction.settle({ userId, commands })) reset();
    } catch (e) {
      setError(e instanceof Error ? e.message : errorText(e, t));
    } finally {
      setSaving(false);
    }
  };

  if (settings.isPending) return <Spinner size={20} aria-label={t('userDetail.loading')} />;
  if (settings.isError)
    return (
      <Callout intent={Intent.DANGER} role="alert" compact>
        {errorText(settings.error, t)}
      </Callout>
    );

  return (
    <EditsSection
      texts={{
        title: t('userDetail.notifications.title'),
        subtitle: t('userDetail.notifications.hint'),
        unsaved: t('userDetail.notifications.unsaved', { count: commands.length }),
        reset: t('userDetail.notifications.reset'),
        save: t('userDetail.action.save'),
      }}
      count={commands.length}
      saving={saving}
      error={error}
      toolbarClassName="user-detail-inline"
      small
      onReset={reset}
      onSave={() => void save()}
    >
      <SectionCard padded={false}>
        <HTMLTable compact striped className="user-detail-matrix" aria-label={t('userDetail.notifications.title')}>
          <TableHead columns={[t('userDetail.notifications.notification'), ...NOTIFICATION_CHANNELS.map((channel) => t(`userDetail.notifications.channel.${channel}`))]} />
          {NOTIFICATION_TYPES_BY_GROUP.map(({ group, types }) => (
            <tbody key={group}>
              <tr className="user-detail-matrix-group">
                <th scope="rowgroup" colSpan={NOTIFICATION_CHANNELS.length + 1}>
                  {t(`userDetail.notifications.group.${group}`)}
                </th>
              </tr>
              {types.map((type) => {
                const name = t(`userDetail.notifications.type.${type.key}`);
                const box = (channel: NotificationChannel): TickBox => {
                  const key = cellKey(type.id, channel);
                  return {
                    label: t('userDetail.notifications.cell', { notification: name, channel: t(`userDetail.notifications.channel.${channel}`) }),
                    checked: !ignoredAt(key),
                    edited: edits.has(key),
                    onToggle: () => toggle(key),
                  };
                };
                return <TickBoxRow key={type.id} name={name} columns={NOTIFICATION_CHANNELS} box={box} editedClassName="user-detail-cell-edited" />;
              })}
            </tbody>
          ))}
        </HTMLTable>
      </SectionCard>
      {dialog}
    </EditsSection>
  );
}
