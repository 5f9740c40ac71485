import { Button, Callout, Card, FormGroup, H4, HTMLSelect, InputGroup, Intent, Menu, MenuItem, Tag, Classes } from '@blueprintjs/core';
import { Search } from '@blueprintjs/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { Link, useSearchParams } from 'react-router-dom';
import { DataTable } from '../../components/DataTable.tsx';
import type { DataTableColumn } from '../../components/dataTableModel.ts';
import { useAction } from '../../components/useAction.ts';
import { useConfirm } from '../../components/useConfirm.tsx';
import { formatDateTime } from '../../domain/dates.ts';
import { GrantableRoleCheckboxes } from '../../components/p2p-roles/GrantableRoleCheckboxes.tsx';
import { P2P_ROLES, P2P_ROLE_KEYS, grantableRolesOf, rolesAfterGrant, rolesToFlags, type P2pRole } from '../../domain/p2pOffers.ts';
import { deskQueries, grantRoles, type RoleProfile } from './offersApi.ts';
import { useP2pAdmin } from './useP2pAdmin.ts';
import './p2p.css';
import './desk/desk.css';
import { listQueryState, listCount } from '../../components/listQueryState.ts';
import { ListFooter } from '../../components/ListFooter.tsx';
import { RemoveButton } from '../../components/RemoveButton.tsx';

/**
 * Roles Management (/p2p/roles): the role holders, filtered by role and searched by user; a form
 * that finds a user and sets their roles (arbitrator, swap trader, agent); removing a user's roles
 * sends an empty list. The filters and page live in the URL.
 */
export function RolesPage() {
  const { t } = useTranslation('p2pOffers');
  const admin = useP2pAdmin();
  const [params, setParams] = useSearchParams();
  const role = Number(params.get('role')) || undefined;
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = admin.pageSize;
  const [searchText, setSearchText] = useState(search);
  const query = { offset: (page - 1) * pageSize, limit: pageSize, ...(role ? { roles: [role as P2pRole] } : {}), ...(search ? { searchString: search } : {}) };
  const profiles = useQuery({ ...deskQueries.profiles(query), placeholderData: keepPreviousData });
  const grant = useAction(grantRoles);
  const { confirm, dialog } = useConfirm();

  const update = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    setParams(merged);
  };

  const columns = useMemo<DataTableColumn<RoleProfile>[]>(() => {
    const removeAll = async (p: RoleProfile) => {
      await confirm({
        title: t('p2pOffers.roles.removeTitle', { user: p.userName ?? p.userId }),
        text: t('p2pOffers.roles.removeText'),
        action: () => grant.settle({ userId: p.userId, roles: [], user: p.userName ?? p.userId, done: 'removed' }),
      });
    };
    return [
      { key: 'userId', header: 'p2pOffers.roles.columns.userId', width: 80, render: (p) => <Link to={`/user/${p.userId}/p2p`}>{p.userId}</Link> },
      { key: 'userName', header: 'p2pOffers.roles.columns.userName', width: 180, render: (p) => p.userName ?? '—' },
      { key: 'email', header: 'p2pOffers.roles.columns.email', width: 220, render: (p) => p.email ?? '—' },
      { key: 'role', header: 'p2pOffers.roles.columns.role', width: 140, render: (p) => <Tag multiline minimal>{t(`p2pOffers.roles.names.${P2P_ROLE_KEYS[p.role]}`)}</Tag> },
      { key: 'staff', header: 'p2pOffers.roles.columns.staff', width: 110, render: (p) => (p.adminId ? t('p2pOffers.roles.staffAccount', { id: p.adminId }) : '—') },
      { key: 'dateCreated', header: 'p2pOffers.roles.columns.dateCreated', width: 150, render: (p) => (p.dateCreated ? formatDateTime(p.dateCreated, admin.timeZone) : '—') },
      {
        key: 'actions',
        header: 'p2pOffers.roles.columns.actions',
        width: 60,
        render: (p) =>
          admin.canChange ? (
            <RemoveButton label={t('p2pOffers.roles.removeFor', { user: p.userName ?? p.userId })} onClick={() => void removeAll(p)} />
          ) : null,
      },
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, admin.timeZone, admin.canChange]);

  return (
    <div className="p2p-page p2p-roles">
      {admin.canChange && <GrantForm />}
      <div className="p2p-toolbar">
        <form
          className="p2p-inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            update({ q: searchText.trim() || undefined, page: undefined });
          }}
        >
          <HTMLSelect aria-label={t('p2pOffers.roles.filterRole')} value={role ?? ''} onChange={(e) => update({ role: e.target.value || undefined, page: undefined })}>
            <option value="">{t('p2pOffers.roles.allRoles')}</option>
            {P2P_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`p2pOffers.roles.names.${P2P_ROLE_KEYS[r]}`)}
              </option>
            ))}
          </HTMLSelect>
          <InputGroup aria-label={t('p2pOffers.roles.searchHolders')} placeholder={t('p2pOffers.roles.searchHolders')} value={searchText} onValueChange={setSearchText} leftIcon={<Search />} />
          <Button type="submit" text={t('p2pOffers.common.search')} />
        </form>
      </div>
      <DataTable label={t('p2pOffers.roles.title')} columns={columns} rows={profiles.data?.data ?? []} getRowKey={(p) => p.id} {...listQueryState(profiles, t('p2pOffers.messages.loadFailed'))} maxHeight={520} />
      <ListFooter {...listCount(profiles)} page={page} pageSize={pageSize} onPageChange={(p) => update({ page: p > 1 ? String(p) : undefined })} onPageSizeChange={() => undefined} />
      {dialog}
    </div>
  );
}

/** Finds a user (id, name or e-mail) and sets their roles; saving with none chosen says so (spec 2 §5). */
function GrantForm() {
  const { t } = useTranslation('p2pOffers');
  const id = useId();
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const [user, setUser] = useState<{ userId: number; userName: string | null; email?: string } | null>(null);
  const [roles, setRoles] = useState<P2pRole[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const users = useQuery({ ...deskQueries.userSearch(searched), enabled: searched.length > 0 });
  const current = useQuery({ ...deskQueries.profiles({ userId: user?.userId ?? 0, offset: 0, limit: 10 }), enabled: user !== null });
  const grant = useAction(grantRoles);

  const choose = (u: { userId: number; userName: string | null; email?: string }) => {
    setUser(u);
    setRoles([]);
    setSearched('');
  };
  const held = useMemo(() => current.data?.data.map((p) => p.role) ?? [], [current.data]);
  // The boxes start from what the user holds, so saving changes only what the admin ticks or unticks.
  useEffect(() => setRoles(grantableRolesOf(held)), [held]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    if (!roles.length) {
      setProblem(t('p2pOffers.messages.chooseRole'));
      return;
    }
    setProblem(null);
    grant.mutate({ userId: user.userId, roles: rolesAfterGrant(held, roles), user: user.userName ?? user.userId, done: 'granted' });
  };

  return (
    <Card className="p2p-grant" compact>
      <H4>{t('p2pOffers.roles.grantTitle')}</H4>
      <form
        className="p2p-inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          setSearched(text.trim());
        }}
      >
        <InputGroup id={`${id}-user`} aria-label={t('p2pOffers.roles.findUser')} placeholder={t('p2pOffers.roles.findUser')} value={text} onValueChange={setText} leftIcon={<Search />} />
        <Button type="submit" text={t('p2pOffers.common.search')} />
      </form>
      {searched && users.data && (
        <Menu aria-label={t('p2pOffers.roles.foundUsers')}>
          {users.data.length === 0 && <MenuItem disabled text={t('p2pOffers.roles.noUsers')} />}
          {users.data.map((u) => (
            <MenuItem key={u.userId} text={`${u.userName ?? '—'} · ${u.email ?? ''} (#${u.userId})`} onClick={() => choose(u)} />
          ))}
        </Menu>
      )}
      {user && (
        <form onSubmit={save} aria-label={t('p2pOffers.roles.rolesOf', { user: user.userName ?? user.userId })}>
          <FormGroup label={t('p2pOffers.roles.rolesOf', { user: `${user.userName ?? '—'} (#${user.userId})` })}>
            <p className={Classes.TEXT_MUTED}>
              {t('p2pOffers.roles.holds', { roles: held.length ? held.map((r) => t(`p2pOffers.roles.names.${P2P_ROLE_KEYS[r]}`)).join(', ') : '—', flags: rolesToFlags(held) })}
            </p>
            <GrantableRoleCheckboxes chosen={roles} onChange={setRoles} />
          </FormGroup>
          {problem && (
            <Callout intent={Intent.DANGER} role="alert" compact>
              {problem}
            </Callout>
          )}
          <Button type="submit" intent={Intent.PRIMARY} text={t('p2pOffers.roles.grant')} loading={grant.isPending} disabled={!grant.allowed && grant.reason !== undefined} title={grant.reason} />
        </form>
      )}
    </Card>
  );
}
