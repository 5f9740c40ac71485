import { Button, Callout, Classes, ControlGroup, FormGroup, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { Delete, People, Plus, Trash } from '@blueprintjs/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable.tsx';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { showError, showSuccess } from '../../../components/toasts.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { errorReasonOf } from '../../../domain/errorMessage.ts';
import { CATALOGUES_KEY, catalogueActions, catalogueQueries, type P2pGroup } from './api.ts';
import { serverText } from './catalogueErrors.ts';
import { listQueryState } from '../../../components/listQueryState.ts';

/** The suggested free name a refused create carries in its params. */
function suggestionOf(error: unknown): string | null {
  const params = (error as { params?: Record<string, unknown> } | null)?.params;
  return typeof params?.suggestion === 'string' ? params.suggestion : null;
}

function CreateGroup() {
  const { t } = useTranslation('p2pCatalogues');
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async (value: string) => {
    setBusy(true);
    setError(null);
    setSuggestion(null);
    try {
      await catalogueActions.createGroup(value.trim());
      await client.invalidateQueries({ queryKey: [CATALOGUES_KEY, 'groups'] });
      await showSuccess('p2pCatalogues.groups.created', { params: { name: value.trim() } });
      setName('');
    } catch (e) {
      // Group calls show the server's text itself (spec 2 §8), with the free name offered.
      setError(serverText(t, e));
      if (errorReasonOf(e) === 'groupNameExists') setSuggestion(suggestionOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="p2pc-create"
      onSubmit={(e) => {
        e.preventDefault();
        if (name.trim()) void create(name);
      }}
    >
      <FormGroup label={t('p2pCatalogues.groups.name')} labelFor="p2pc-group-name" inline>
        <ControlGroup>
          <InputGroup id="p2pc-group-name" value={name} maxLength={64} onValueChange={setName} />
          <Button type="submit" icon={<Plus />} intent="primary" loading={busy} disabled={!name.trim()}>
            {t('p2pCatalogues.groups.create')}
          </Button>
        </ControlGroup>
      </FormGroup>
      {error && (
        <Callout intent="danger" role="alert">
          {error}
          {suggestion && (
            <>
              {' '}
              <Button size="small" variant="outlined" onClick={() => void create(suggestion)}>
                {t('p2pCatalogues.groups.useSuggestion', { name: suggestion })}
              </Button>
            </>
          )}
        </Callout>
      )}
    </form>
  );
}

function Members({ group }: { group: P2pGroup }) {
  const { t } = useTranslation('p2pCatalogues');
  const client = useQueryClient();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: [CATALOGUES_KEY, 'groups'] });
  const ids = typed
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number);
  const valid = ids.length > 0 && ids.every((id) => Number.isInteger(id) && id > 0);

  const add = async () => {
    setError(null);
    try {
      await catalogueActions.addToGroup(group.id, ids);
      await refresh();
      await showSuccess('p2pCatalogues.groups.added', { params: { group: group.name } });
      setTyped('');
    } catch (e) {
      setError(serverText(t, e));
    }
  };

  const remove = async (userId: number) => {
    try {
      await catalogueActions.removeFromGroup(group.id, [userId]);
      await refresh();
      await showSuccess('p2pCatalogues.groups.removed', { params: { group: group.name } });
    } catch (e) {
      await showError(serverText(t, e));
    }
  };

  return (
    <section className="p2pc-members" aria-label={t('p2pCatalogues.groups.membersOf', { name: group.name })}>
      <h3 className="p2pc-title">{t('p2pCatalogues.groups.membersOf', { name: group.name })}</h3>
      <form
        className="p2pc-create"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) void add();
        }}
      >
        <FormGroup label={t('p2pCatalogues.groups.userIds')} labelFor="p2pc-group-users" helperText={t('p2pCatalogues.groups.userIdsHelp')} inline>
          <ControlGroup>
            <InputGroup id="p2pc-group-users" value={typed} onValueChange={setTyped} />
            <Button type="submit" icon={<Plus />} disabled={!valid}>
              {t('p2pCatalogues.groups.addMembers')}
            </Button>
          </ControlGroup>
        </FormGroup>
        {error && (
          <Callout intent="danger" role="alert">
            {error}
          </Callout>
        )}
      </form>
      {group.profiles.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{t('p2pCatalogues.groups.noMembers')}</p>
      ) : (
        <HTMLTable compact striped className="p2pc-table">
          <thead>
            <tr>
              <th>{t('p2pCatalogues.groups.userId')}</th>
              <th>{t('p2pCatalogues.groups.userName')}</th>
              <th>{t('p2pCatalogues.groups.profileType')}</th>
              <th>{t('p2pCatalogues.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {group.profiles.map((p) => (
              <tr key={p.userId}>
                <td>{p.userId}</td>
                <td>{p.userName ?? '—'}</td>
                <td>{t(`p2pCatalogues.groups.type.${p.profileType}`)}</td>
                <td>
                  <Button
                    variant="minimal"
                    size="small"
                    icon={<Trash />}
                    aria-label={t('p2pCatalogues.groups.removeMember', { name: p.userName ?? p.userId })}
                    onClick={() => void remove(p.userId)}
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
  const client = useQueryClient();
  const groups = useQuery(catalogueQueries.groups());
  const [openId, setOpenId] = useState<number | null>(null);
  const { confirm, dialog } = useConfirm();
  const rows = groups.data?.items ?? [];
  const open = rows.find((g) => g.id === openId) ?? null;

  const remove = async (group: P2pGroup) => {
    const done = await confirm({
      title: t('p2pCatalogues.groups.deleteTitle'),
      text: t('p2pCatalogues.groups.deleteText', { name: group.name, count: group.profiles.length }),
      action: async () => {
        try {
          await catalogueActions.deleteGroup(group.id);
        } catch (e) {
          throw new Error(serverText(t, e));
        }
      },
    });
    if (done) {
      if (openId === group.id) setOpenId(null);
      await client.invalidateQueries({ queryKey: [CATALOGUES_KEY, 'groups'] });
      await showSuccess('p2pCatalogues.groups.deleted', { params: { name: group.name } });
    }
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
          <Button
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
