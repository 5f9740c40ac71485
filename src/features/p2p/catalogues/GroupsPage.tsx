import { Button, Classes, HTMLTable, Tag } from '@blueprintjs/core';
import { Delete, People, Trash } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { ActionButton } from '../../../components/ActionButton.tsx';
import { useAction } from '../../../components/useAction.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { errorReasonOf } from '../../../domain/errorMessage.ts';
import { catalogueKit, catalogueQueries, type P2pGroup } from './api.ts';
import { OneFieldForm } from './OneFieldForm.tsx';
import { listQueryState } from '../../../components/listQueryState.ts';
import { TableHead } from '../../../components/TableHead.tsx';

/** The suggested free name a refused create carries in its params. */
function suggestionOf(error: unknown): string | null {
  const params = (error as { params?: Record<string, unknown> } | null)?.params;
  return typeof params?.suggestion === 'string' ? params.suggestion : null;
}

function CreateGroup() {
  const { t } = useTranslation('p2pCatalogues');
  const createGroup = useAction(catalogueKit.createGroup);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [suggestion, setSuggestion] = useState<string | null>(null);

  const create = (value: string) => {
    setError(null);
    setSuggestion(null);
    createGroup
      .settle(value.trim())
      .then((done) => {
        if (done) setName('');
      })
      .catch((refusal: unknown) => {
        // Group calls show the server's text itself (spec 2 §8), with the free name offered.
        const cause = refusal instanceof Error ? refusal.cause : refusal;
        setError(refusal instanceof Error ? refusal.message : String(refusal));
        if (errorReasonOf(cause) === 'groupNameExists') setSuggestion(suggestionOf(cause));
      });
  };

  return (
    <OneFieldForm
      id="p2pc-group-name"
      label={t('p2pCatalogues.groups.name')}
      value={name}
      onValueChange={setName}
      maxLength={64}
      access={createGroup}
      submitText={t('p2pCatalogues.groups.create')}
      primary
      canSubmit={name.trim() !== ''}
      onSubmit={() => create(name)}
      problem={
        error && (
          <>
            {error}
            {suggestion && (
              <>
                {' '}
                <Button size="small" variant="outlined" onClick={() => create(suggestion)}>
                  {t('p2pCatalogues.groups.useSuggestion', { name: suggestion })}
                </Button>
              </>
            )}
          </>
        )
      }
    />
  );
}

function Members({ group }: { group: P2pGroup }) {
  const { t } = useTranslation('p2pCatalogues');
  const addMembers = useAction(catalogueKit.addToGroup);
  const removeMember = useAction(catalogueKit.removeFromGroup);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = typed
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number);
  const valid = ids.length > 0 && ids.every((id) => Number.isInteger(id) && id > 0);

  const add = () => {
    setError(null);
    addMembers
      .settle({ group, userIds: ids })
      .then((done) => {
        if (done) setTyped('');
      })
      .catch((refusal: unknown) => setError(refusal instanceof Error ? refusal.message : String(refusal)));
  };

  const remove = (userId: number) => removeMember.mutate({ group, userIds: [userId] });

  return (
    <section className="p2pc-members" aria-label={t('p2pCatalogues.groups.membersOf', { name: group.name })}>
      <h3 className="p2pc-title">{t('p2pCatalogues.groups.membersOf', { name: group.name })}</h3>
      <OneFieldForm
        id="p2pc-group-users"
        label={t('p2pCatalogues.groups.userIds')}
        helperText={t('p2pCatalogues.groups.userIdsHelp')}
        value={typed}
        onValueChange={setTyped}
        access={addMembers}
        submitText={t('p2pCatalogues.groups.addMembers')}
        canSubmit={valid}
        onSubmit={add}
        problem={error}
      />
      {group.profiles.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{t('p2pCatalogues.groups.noMembers')}</p>
      ) : (
        <HTMLTable compact striped className="p2pc-table">
          <TableHead columns={[t('p2pCatalogues.groups.userId'), t('p2pCatalogues.groups.userName'), t('p2pCatalogues.groups.profileType'), t('p2pCatalogues.columns.actions')]} />
          <tbody>
            {group.profiles.map((p) => (
              <tr key={p.userId}>
                <td>{p.userId}</td>
                <td>{p.userName ?? '—'}</td>
                <td>{t(`p2pCatalogues.groups.type.${p.profileType}`)}</td>
                <td>
                  <ActionButton
                    action={removeMember}
                    variant="minimal"
                    size="small"
                    icon={<Trash />}
                    aria-label={t('p2pCatalogues.groups.removeMember', { name: p.userName ?? p.userId })}
                    onClick={() => remove(p.userId)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}

/** /p2p/groups: groups of traders and merchants (traders in a group may finish PayOut deals without merchant confirmation). */
export function GroupsPage() {
  const { t } = useTranslation('p2pCatalogues');
  const deleteGroup = useAction(catalogueKit.deleteGroup);
  const groups = useQuery(catalogueQueries.groups());
  const [openId, setOpenId] = useState<number | null>(null);
  const { confirm, dialog } = useConfirm();
  const rows = groups.data?.items ?? [];
  const open = rows.find((g) => g.id === openId) ?? null;

  const remove = async (group: P2pGroup) => {
    const done = await confirm({
      title: t('p2pCatalogues.groups.deleteTitle'),
      text: t('p2pCatalogues.groups.deleteText', { name: group.name, count: group.profiles.length }),
      action: () => deleteGroup.settle({ id: group.id, name: group.name }),
    });
    if (done && openId === group.id) setOpenId(null);
  };

  const columns: DataTableColumn<P2pGroup>[] = [
    { key: 'id', header: 'p2pCatalogues.columns.id', width: 60, render: (g) => g.id },
    {
      key: 'name',
      header: 'p2pCatalogues.groups.name',
      width: 240,
      render: (g) => (
        <>
          {g.name}{' '}
          {g.isDefault && (
            <Tag multiline minimal intent="primary">
              {t('p2pCatalogues.groups.default')}
            </Tag>
          )}
        </>
      ),
    },
    { key: 'members', header: 'p2pCatalogues.groups.members', width: 100, render: (g) => g.profiles.length },
    {
      key: 'actions',
      header: 'p2pCatalogues.columns.actions',
      width: 110,
      render: (g) => (
        <>
          <Button variant="minimal" size="small" icon={<People />} aria-label={t('p2pCatalogues.groups.openMembers', { name: g.name })} onClick={() => setOpenId(g.id)} />
          <ActionButton
            action={deleteGroup}
            variant="minimal"
            size="small"
            icon={<Delete />}
            intent="danger"
            disabled={g.isDefault}
            title={g.isDefault ? t('p2pCatalogues.errors.defaultGroupUndeletable') : undefined}
            aria-label={t('p2pCatalogues.groups.delete', { name: g.name })}
            onClick={() => void remove(g)}
          />
        </>
      ),
    },
  ];

  return (
    <div className="p2pc-page">
      <h2 className="p2pc-title">{t('p2pCatalogues.groups.heading')}</h2>
      <p className={Classes.TEXT_MUTED}>{t('p2pCatalogues.groups.about')}</p>
      <CreateGroup />
      <DataTable label={t('p2pCatalogues.groups.heading')} columns={columns} rows={rows} getRowKey={(g) => g.id} maxHeight={360} onRowActivate={(g) => setOpenId(g.id)} {...listQueryState(groups, t('p2pCatalogues.state.failed'))} />
      {open && <Members group={open} />}
      {dialog}
    </div>
  );
}
