/// <reference lib="dom" />
/**
 * The screen floor (issue 27): the console's first screen of /users drawn with bare React 19 and
 * Blueprint 6, the parts staff see and nothing behind them. The floor page (../main.tsx) draws a
 * two-entry menu, two buttons, a search box and the table; this page draws what the console's
 * /users shows: the header bar, the 20-section menu with its icons and the admin's footer, the
 * list tabs and sort, the four filters and their buttons, the actions row, the table with its
 * check-box, link and tag columns, and the pages row. It sends the console's start-up calls (the
 * admin, currencies, markets, user tags, the admin list, the system status: spec 1 §2) beside the
 * list's and draws once the admin, the tags and the rows are in, as the console does. No shell,
 * router, translations, query cache or state machine: what those cost is the console's ratio to it.
 */
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/table/lib/css/table.css';
import { Button, Checkbox, FormGroup, HTMLSelect, InputGroup, Intent, Navbar, NavbarDivider, NavbarGroup, NavbarHeading, Tab, Tabs } from '@blueprintjs/core';
import {
  Add, Applications, BanCircle, BankAccount, Bookmark, Briefcase, CaretDown, Chat, ChevronDown, Cog, CreditCard, Dashboard, Delete, Endorsed, Exchange, Globe, KeyCommand,
  Layers, Lock, LogOut, Moon, NewPerson, People, Person, Search, Share, Shield, Shop, SortAlphabeticalDesc, SwapHorizontal, Tag, TakeAction, Tags, TimelineBarChart, TimelineLineChart,
} from '@blueprintjs/icons';
import { Cell, Column, ColumnHeaderCell, RenderMode, Table2 } from '@blueprintjs/table';
import { Profiler, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

type Row = Record<string, unknown>;
interface Admin { email: string; adminStatus: number }
interface UserTag { id: number; tagName: string; color: string }

const LIMIT = 20;
const ROW_HEIGHT = 32;
const HEADER_HEIGHT = 30;

const call = <T,>(url: string, body?: unknown): Promise<T> =>
  fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'X-Auth-Token': localStorage.getItem('accessToken') ?? '', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).then((response) => response.json() as Promise<T>);

// The console's first requests, all at once before React starts: the six start-up loads and the list.
const admin = fetch('/api/Login/GetCurrentAdmin', { method: 'POST', headers: { 'X-Auth-Token': localStorage.getItem('accessToken') ?? '' } }).then((r) => r.json() as Promise<Admin>);
const users = call<{ items: Row[]; total: number }>('/api/v2/User/GetUsers', { offset: 0, limit: LIMIT, getTotal: true, sort: { field: 'default', desc: true } });
const tags = call<{ items: UserTag[] }>('/api/v2/User/GetUserTags', {});
for (const url of ['/api/Market/GetCurrencies', '/api/Market/GetMarkets', '/api/User/GetAdmins?Limit=1000&Offset=0&GetTotal=false', '/api/Options/GetStatus']) void call(url);

const SECTIONS: [string, ComponentType][] = [
  ['Dashboard', Dashboard], ['Users', People], ['Front config', Applications], ['Chats', Chat], ['Transactions', SwapHorizontal], ['Trading', TimelineLineChart],
  ['Markets', Globe], ['Payment systems and currencies', CreditCard], ['Merchants', Shop], ['Referral program', Share], ['Finance', BankAccount], ['Staking', Layers],
  ['Statistics', TimelineBarChart], ['P2P', Exchange], ['Arbitrator', TakeAction], ['Traders', Briefcase], ['Settings', Cog], ['Admin management', Shield],
  ['Approvals', Endorsed], ['Account', Person],
];

const NFA = ['', 'Email', 'Google', 'SMS', 'Telegram'];
const dateTime = (value: unknown) => (typeof value === 'string' ? `${value.slice(8, 10)}.${value.slice(5, 7)}.${value.slice(0, 4)} ${value.slice(11, 19)}` : '—');

interface ColumnSpec { key: string; header: string; width: number; cell: (row: Row, tagsById: Map<number, UserTag>) => ReactNode }
const COLUMNS: ColumnSpec[] = [
  { key: 'id', header: 'ID', width: 70, cell: (r) => <a href={`/user/${String(r.id)}`}>{String(r.id)}</a> },
  { key: 'userName', header: 'User name', width: 150, cell: (r) => <a href={`/user/${String(r.id)}`}>{String(r.userName)}</a> },
  { key: 'email', header: 'E-mail', width: 210, cell: (r) => <span role="button" tabIndex={0}>{String(r.email)}</span> },
  { key: 'state', header: 'State', width: 130, cell: (r) => <span className="bp6-text-muted">{r.isBlocked ? 'Blocked' : r.isLocked ? 'Locked' : 'Active'}</span> },
  {
    key: 'tags', header: 'Tags', width: 170,
    cell: (r, tagsById) => (
      <span>
        {(r.tagIds as number[]).map((id) => (
          <span key={id} className="bp6-tag bp6-round" style={{ backgroundColor: tagsById.get(id)?.color }}>{tagsById.get(id)?.tagName}</span>
        ))}
      </span>
    ),
  },
  { key: 'nfa', header: '2FA', width: 110, cell: (r) => (r.nfaList as { serviceType: number; dateDisabled: string | null }[]).filter((n) => !n.dateDisabled).map((n) => NFA[n.serviceType]).join(', ') || '—' },
  { key: 'roles', header: 'Roles', width: 100, cell: (r) => (r.roles as string[]).join(', ') || '—' },
  { key: 'regDate', header: 'Registered', width: 170, cell: (r) => dateTime(r.regDate) },
];

function Header() {
  return (
    <Navbar>
      <NavbarGroup align="left"><NavbarHeading>Admin panel</NavbarHeading></NavbarGroup>
      <NavbarGroup align="right">
        <Button variant="minimal" icon={<Search />}>Go to… <kbd>Ctrl+K</kbd></Button>
        <Button variant="minimal" icon={<KeyCommand />} aria-label="Keyboard shortcuts" />
        <NavbarDivider />
        <HTMLSelect minimal aria-label="Language" defaultValue="en" options={[{ value: 'en', label: 'English' }, { value: 'ru', label: 'Русский' }]} />
        <Button variant="minimal" icon={<Moon />} aria-label="Dark theme" />
      </NavbarGroup>
    </Navbar>
  );
}

function SideNav({ who }: { who: Admin }) {
  return (
    <nav aria-label="Sections" style={{ display: 'flex', flexDirection: 'column', borderRight: '1px solid #e5e8eb', overflow: 'auto' }}>
      <ul className="bp6-menu" style={{ flex: 1 }}>
        {SECTIONS.map(([title, Icon]) => (
          <li key={title}>
            <a href="/users" className={`bp6-menu-item${title === 'Users' ? ' bp6-active' : ''}`}>
              <span className="bp6-menu-item-icon"><Icon /></span>
              <span className="bp6-fill">{title}</span>
            </a>
          </li>
        ))}
      </ul>
      <div style={{ padding: 8 }}>
        <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px', margin: 0, fontSize: 12 }}>
          <dt>Status</dt><dd style={{ margin: 0 }}>{who.adminStatus === 2 ? 'Super admin' : 'Admin'}</dd>
          <dt>E-mail</dt><dd style={{ margin: 0 }}>{who.email}</dd>
          <dt>Time zone</dt><dd style={{ margin: 0 }}>UTC+00:00</dd>
        </dl>
        <Button variant="minimal" alignText="start" fill icon={<LogOut />} text="Logout" />
      </div>
    </nav>
  );
}

function Filters() {
  return (
    <form style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }} onSubmit={(event) => event.preventDefault()}>
      <FormGroup label="Search" labelFor="f-search"><InputGroup id="f-search" placeholder="Id, user name or e-mail" /></FormGroup>
      <FormGroup label="User name" labelFor="f-name"><InputGroup id="f-name" /></FormGroup>
      <FormGroup label="Tags" labelFor="f-tags"><Button id="f-tags" variant="outlined" endIcon={<CaretDown />} text="Choose tags" /></FormGroup>
      <FormGroup label="Id list" labelFor="f-ids"><InputGroup id="f-ids" placeholder="12, 15, 20" /></FormGroup>
      <FormGroup><Button variant="minimal" icon={<ChevronDown />} text="Filters" /></FormGroup>
      <FormGroup><Button type="submit" intent={Intent.PRIMARY} text="Apply" /></FormGroup>
      <FormGroup><Button disabled text="Reset" /></FormGroup>
      <FormGroup><Button icon={<Bookmark />} aria-label="Saved filters" /></FormGroup>
    </form>
  );
}

function Actions() {
  const menu = (icon: ReactElement, text: string) => <Button icon={icon} endIcon={<CaretDown />} text={text} disabled />;
  return (
    <div role="toolbar" aria-label="User actions" style={{ display: 'flex', gap: 8, margin: '0 0 8px' }}>
      <Button icon={<Add />} intent={Intent.PRIMARY} text="Create user" />
      {menu(<Lock />, 'Locks')}
      {menu(<BanCircle />, 'Blocking')}
      {menu(<NewPerson />, 'Roles')}
      {menu(<Tag />, 'Tags')}
      <Button icon={<Tags />} text="Manage tags" />
      <Button icon={<Delete />} intent={Intent.DANGER} variant="outlined" text="Remove" disabled />
    </div>
  );
}

function UsersTable({ rows, tagsById }: { rows: Row[]; tagsById: Map<number, UserTag> }) {
  return (
    <div className="console-data-table" role="region" aria-label="Users" style={{ height: Math.min(640, HEADER_HEIGHT + rows.length * ROW_HEIGHT + 18) }}>
      <Table2 numRows={rows.length} defaultRowHeight={ROW_HEIGHT} columnWidths={[40, ...COLUMNS.map((c) => c.width)]} enableRowHeader={false} renderMode={RenderMode.NONE} cellRendererDependencies={[rows]}>
        {[
          <Column key="select" columnHeaderCellRenderer={() => <ColumnHeaderCell nameRenderer={() => <Checkbox aria-label="Select all" style={{ margin: 0 }} />} />} cellRenderer={(index) => <Cell interactive><Checkbox aria-label={`Select row ${String(rows[index]!.id)}`} style={{ margin: 0 }} /></Cell>} />,
          ...COLUMNS.map((column) => <Column key={column.key} name={column.header} cellRenderer={(index) => <Cell>{column.cell(rows[index]!, tagsById)}</Cell>} />),
        ]}
      </Table2>
    </div>
  );
}

function Pages({ total }: { total: number }) {
  const last = Math.ceil(total / LIMIT);
  return (
    <nav aria-label="Pages" style={{ display: 'flex', gap: 4, alignItems: 'center', marginTop: 8 }}>
      {[1, 2, 3, 4, 5].map((page) => <Button key={page} variant={page === 1 ? 'solid' : 'minimal'} intent={page === 1 ? Intent.PRIMARY : Intent.NONE} text={String(page)} aria-label={`Page ${page}`} />)}
      <span>…</span>
      <Button variant="minimal" text={String(last)} aria-label={`Page ${last}`} />
      <HTMLSelect aria-label="Rows per page" defaultValue="20" options={['10', '20', '50', '100']} />
      <span>Total: {total.toLocaleString('en-US')}</span>
    </nav>
  );
}

function App({ who, page, tagList }: { who: Admin; page: { items: Row[]; total: number }; tagList: UserTag[] }) {
  const tagsById = new Map(tagList.map((t) => [t.id, t]));
  return (
    <div style={{ display: 'grid', gridTemplateRows: 'auto 1fr', gridTemplateColumns: '240px 1fr', height: '100vh' }}>
      <div style={{ gridColumn: '1 / 3' }}><Header /></div>
      <SideNav who={who} />
      <main id="console-main" style={{ padding: '16px 16px 0', overflow: 'auto' }}>
        <h2 className="bp6-heading">Users</h2>
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <Tabs id="users-lists" selectedTabId="live" animate={false}>
            <Tab id="live" icon={<People />} title="Users" />
            <Tab id="deleted" icon={<BanCircle />} title="Deleted users" />
          </Tabs>
          <span style={{ flex: 1 }} />
          <FormGroup inline label="Sort by" labelFor="sort" style={{ margin: 0 }}>
            <HTMLSelect id="sort" defaultValue="default" options={[{ value: 'default', label: 'Default' }, { value: 'regDate', label: 'Registered' }]} />
          </FormGroup>
          <Button icon={<SortAlphabeticalDesc />} aria-label="Descending" />
        </div>
        <Filters />
        <Actions />
        <UsersTable rows={page.items} tagsById={tagsById} />
        <Pages total={page.total} />
      </main>
    </div>
  );
}

const [who, page, tagList] = await Promise.all([admin, users, tags]);
// a profiling build (VITE_PROFILE_REACT, ../floor/vite.config.ts) reports every component's render in traces, as the console's does
createRoot(document.getElementById('root')!).render(import.meta.env.VITE_PROFILE_REACT ? <Profiler id="floor" onRender={() => undefined}><App who={who} page={page} tagList={tagList.items} /></Profiler> : <App who={who} page={page} tagList={tagList.items} />);
