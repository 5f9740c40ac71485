import { Button, Callout, FormGroup, InputGroup, Intent, NonIdealState, Tag, Classes } from '@blueprintjs/core';
import { Add, Edit, Trash, Person } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { formatCount } from '../../../components/numberFormat.ts';
import { Paging } from '../../../components/Paging.tsx';
import { ActionButton } from '../../../components/ActionButton.tsx';
import { FormDialog, FormField } from '../../../components/FormDialog.tsx';
import { useAction } from '../../../components/useAction.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { FRONT_CONFIG_MESSAGES } from '../../../domain/frontConfig.ts';
import {
  addGroupUser,
  createSecurityGroup,
  deleteSecurityGroup,
  GROUP_USERS_PAGE_SIZE,
  groupUsersQuery,
  removeGroupUser,
  renameSecurityGroup,
  type GroupUser,
  type SecurityGroup,
} from '../api.ts';
import { frontConfigErrorText } from '../frontConfigErrors.ts';
import { listQueryState, type ListQuery } from '../../../components/listQueryState.ts';

/** The users of one group: add a trader or merchant by id, remove after confirming. */
function GroupUsers({ group }: { group: SecurityGroup }) {
  const { t } = useTranslation('frontConfig');
  const id = useId();
  const addUser = useAction(addGroupUser);
  const removeUser = useAction(removeGroupUser);
  const [page, setPage] = useState(1);
  const users = useQuery(groupUsersQuery(group.id, page));
  const { confirm, dialog } = useConfirm();
  const [userId, setUserId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = async () => {
    if (!/^[1-9]\d{0,9}$/.test(userId.trim())) return setProblem(t('frontConfig.users.badId'));
    const vars = { groupId: group.id, userId: Number(userId.trim()) };
    setProblem(null);
    try {
      await addUser.settle(vars);
      setUserId('');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : addUser.refusalOf(error, vars));
    }
  };

  const remove = (user: GroupUser) => {
    const name = user.userName ?? user.email ?? String(user.userId);
    return confirm({ title: t('frontConfig.users.remove'), text: t('frontConfig.users.confirmRemove', { user: name, group: group.name }), action: () => removeUser.settle({ groupId: group.id, userId: user.userId }) });
  };

  const columns: DataTableColumn<GroupUser>[] = [
    { key: 'userId', header: 'frontConfig.users.id', width: 90, copyable: true, render: (u) => u.userId },
    { key: 'userName', header: 'frontConfig.users.userName', width: 200, render: (u) => u.userName ?? '—' },
    { key: 'email', header: 'frontConfig.users.email', width: 260, render: (u) => u.email ?? '' },
    {
      key: 'actions',
      header: 'frontConfig.common.actions',
      width: 70,
      render: (u) => (
        <ActionButton action={removeUser} size="small" variant="minimal" intent={Intent.DANGER} icon={<Trash />} aria-label={t('frontConfig.users.removeOf', { user: u.userName ?? u.userId })} onClick={() => void remove(u)} />
      ),
    },
  ];

  return (
    <section className="fc-users" aria-label={t('frontConfig.users.title', { group: group.name })}>
      <h5 className={Classes.HEADING}>{t('frontConfig.users.title', { group: group.name })}</h5>
      <form
        className="fc-toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <FormGroup label={t('frontConfig.users.userId')} labelFor={`${id}-user`} inline helperText={t('frontConfig.users.rule')}>
          <InputGroup id={`${id}-user`} value={userId} inputMode="numeric" onChange={(e) => setUserId(e.target.value)} />
        </FormGroup>
        <ActionButton action={addUser} type="submit" icon={<Person />} text={t('frontConfig.users.add')} />
      </form>
      {problem && (
        <Callout intent={Intent.DANGER} role="alert">
          {problem}
        </Callout>
      )}
      <DataTable label={t('frontConfig.users.table')} columns={columns} rows={users.data?.items ?? []} getRowKey={(u) => u.userId} {...listQueryState(users, t('frontConfig.users.loadFailed'))} maxHeight={320} />
      <Paging page={page} pageSize={GROUP_USERS_PAGE_SIZE} total={users.data?.total ?? 0} onPageChange={setPage} pageSizes={[GROUP_USERS_PAGE_SIZE]} />
      {dialog}
    </section>
  );
}

/** Security groups: create, rename, delete (never the system default group), and each group's users. */
export function GroupsPanel({ groups, query }: { groups: readonly SecurityGroup[] | undefined; /** The groups' query: loading, failure and Retry show in the table. */ query: ListQuery }) {
  const { t } = useTranslation('frontConfig');
  const id = useId();
  const { confirm, dialog } = useConfirm();
  const create = useAction(createSecurityGroup);
  const rename = useAction(renameSecurityGroup);
  const deleteGroup = useAction(deleteSecurityGroup);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ group: SecurityGroup | null; name: string } | null>(null);
  const selected = groups?.find((g) => g.id === selectedId) ?? null;

  const remove = async (group: SecurityGroup) => {
    const done = await confirm({ title: t('frontConfig.groups.delete'), text: t('frontConfig.groups.confirmDelete', { group: group.name, count: group.usersCount }), action: () => deleteGroup.settle(group.id) });
    if (done && selectedId === group.id) setSelectedId(null);
  };

  const columns: DataTableColumn<SecurityGroup>[] = [
    {
      key: 'name',
      header: 'frontConfig.groups.name',
      width: 240,
      render: (g) => (
        <span>
          {g.name} {g.isDefault && <Tag multiline minimal>{t('frontConfig.groups.default')}</Tag>}
        </span>
      ),
    },
    { key: 'usersCount', header: 'frontConfig.groups.users', width: 100, render: (g) => formatCount(g.usersCount) },
    {
      key: 'actions',
      header: 'frontConfig.common.actions',
      width: 130,
      render: (g) => (
        <span className="fc-row-actions">
          <Button size="small" variant="minimal" icon={<Person />} aria-label={t('frontConfig.groups.usersOf', { group: g.name })} title={t('frontConfig.groups.usersOf', { group: g.name })} onClick={() => setSelectedId(g.id)} />
          <ActionButton action={rename} size="small" variant="minimal" icon={<Edit />} aria-label={t('frontConfig.groups.renameOf', { group: g.name })} title={t('frontConfig.groups.renameOf', { group: g.name })} onClick={() => setEditing({ group: g, name: g.name })} />
          {!g.isDefault && (
            <ActionButton action={deleteGroup} size="small" variant="minimal" intent={Intent.DANGER} icon={<Trash />} aria-label={t('frontConfig.groups.deleteOf', { group: g.name })} title={t('frontConfig.groups.deleteOf', { group: g.name })} onClick={() => void remove(g)} />
          )}
        </span>
      ),
    },
  ];

  return (
    <div className="fc-groups">
      <section className="fc-section" aria-label={t('frontConfig.groups.title')}>
        <div className="fc-toolbar">
          <ActionButton action={create} icon={<Add />} intent={Intent.PRIMARY} text={t('frontConfig.groups.create')} onClick={() => setEditing({ group: null, name: '' })} />
        </div>
        <DataTable label={t('frontConfig.groups.table')} columns={columns} rows={groups ?? []} getRowKey={(g) => g.id} {...listQueryState(query, t('frontConfig.grid.loadFailed'))} maxHeight={480} onRowActivate={(g) => setSelectedId(g.id)} />
      </section>
      {selected ? <GroupUsers key={selected.id} group={selected} /> : <NonIdealState description={t('frontConfig.groups.pick')} />}

      {editing && (
        <FormDialog
          title={editing.group ? t('frontConfig.groups.rename') : t('frontConfig.groups.create')}
          action={editing.group ? renameSecurityGroup : createSecurityGroup}
          vars={() => ({ groupId: editing.group?.id ?? null, name: editing.name.trim() })}
          onDone={(result) => {
            if (!editing.group) setSelectedId(result.id);
          }}
          onClose={() => setEditing(null)}
          submitText={t('frontConfig.common.save')}
          canSubmit={editing.name.trim() !== ''}
          style={{ width: 420 }}
        >
          <FormField name="name" label={t('frontConfig.groups.name')} labelFor={`${id}-name`} labelInfo="*" helperText={editing.name.trim() === '' ? frontConfigErrorText(FRONT_CONFIG_MESSAGES.nameRequired) : undefined}>
            <InputGroup id={`${id}-name`} maxLength={64} value={editing.name} onChange={(e) => setEditing({ ...editing, name: e.target.value })} />
          </FormField>
        </FormDialog>
      )}
      {dialog}
    </div>
  );
}
