/// <reference lib="dom" />
/**
 * The floor page (issue 27): the least a React 19 + Blueprint 6 page needs to show the console's
 * first screens. No shell, no router, no state library, no translations: a side menu that
 * switches between the users and transactions lists with history.pushState, a sort button, a
 * second-page button and a search box (the users list's, as the console asks for them), and
 * Table2 set up as the console's DataTable (32 px rows, fixed widths, no row header). The calls
 * are the console's first screen's, with the stored token: POST v2/User/GetUsers,
 * v2/Trading/GetOperations; for /p2p the deals list (GET v1/p2p/trades) beside the period's figures
 * (GET p2p/Admin/Trade/statistic); for /arbitrator the disputes awaiting an arbitrator
 * (GET v1/arbitrator/trades), 10 a page as the console asks.
 */
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/table/lib/css/table.css';
import { Cell, Column, RenderMode, Table2 } from '@blueprintjs/table';
import { Profiler, useEffect, useMemo, useState, type MouseEvent } from 'react';
import { createRoot } from 'react-dom/client';

type Screen = 'users' | 'transactions' | 'p2p' | 'arbitrator';
type Row = Record<string, unknown>;
interface ColumnSpec {
  key: string;
  header: string;
  width: number;
  text: (row: Row) => string;
}

/** The console's default first page of each list (its admin's 20 a page; the transactions list's 100). */
const USERS_LIMIT = 20;
const TRANSACTIONS_LIMIT = 100;
const DEALS_LIMIT = 20;
const ARBITRATOR_LIMIT = 10;
const ROW_HEIGHT = 32;
const HEADER_HEIGHT = 30;

const date = (value: unknown) => (typeof value === 'string' ? value.slice(0, 16).replace('T', ' ') : '—');
const COLUMNS: Record<Screen, ColumnSpec[]> = {
  users: [
    { key: 'id', header: 'ID', width: 70, text: (r) => String(r.id) },
    { key: 'userName', header: 'User name', width: 150, text: (r) => String(r.userName) },
    { key: 'email', header: 'Email', width: 210, text: (r) => String(r.email) },
    { key: 'state', header: 'State', width: 130, text: (r) => (r.isBlocked ? 'Blocked' : r.isLocked ? 'Locked' : 'Active') },
    { key: 'nfa', header: '2FA', width: 110, text: (r) => (r.nfaList as { serviceType: string; dateDisabled: string | null }[]).filter((n) => !n.dateDisabled).map((n) => n.serviceType).join(', ') || '—' },
    { key: 'roles', header: 'Roles', width: 140, text: (r) => (r.roles as string[]).join(', ') || '—' },
    { key: 'regDate', header: 'Registered', width: 140, text: (r) => date(r.regDate) },
    { key: 'lastLoginDate', header: 'Last sign-in', width: 140, text: (r) => date(r.lastLoginDate) },
  ],
  transactions: [
    { key: 'id', header: 'ID', width: 90, text: (r) => String(r.id) },
    { key: 'dateCreated', header: 'Date', width: 160, text: (r) => date(r.dateCreated) },
    { key: 'user', header: 'User', width: 180, text: (r) => String(r.userName ?? r.userId) },
    { key: 'side', header: 'Side', width: 110, text: (r) => String(r.side) },
    { key: 'method', header: 'Method', width: 120, text: (r) => String(r.transactionMethodType ?? '—') },
    { key: 'amount', header: 'Amount', width: 160, text: (r) => `${String(r.amount)} ${String(r.currencyTitle)}` },
    { key: 'status', header: 'Status', width: 120, text: (r) => String(r.status) },
    { key: 'kyt', header: 'KYT', width: 100, text: (r) => String(r.kytStatus ?? '—') },
  ],
  p2p: [
    { key: 'id', header: 'ID', width: 80, text: (r) => String(r.id) },
    { key: 'dateCreated', header: 'Date', width: 150, text: (r) => date(r.dateCreated) },
    { key: 'flowType', header: 'Flow', width: 90, text: (r) => String(r.flowType) },
    { key: 'trader', header: 'Trader', width: 150, text: (r) => String(r.traderUserName) },
    { key: 'counterparty', header: 'Counterparty', width: 150, text: (r) => String(r.counterpartyUserName) },
    { key: 'amount', header: 'Amount', width: 150, text: (r) => `${String(r.amount)} ${String(r.currency)}` },
    { key: 'fiat', header: 'Fiat', width: 140, text: (r) => `${String(r.fiatAmount)} ${String(r.fiatCurrency)}` },
    { key: 'status', header: 'Status', width: 130, text: (r) => String(r.status) },
  ],
  arbitrator: [
    { key: 'id', header: 'ID', width: 80, text: (r) => String(r.id) },
    { key: 'dateCreated', header: 'Date', width: 150, text: (r) => date(r.dateCreated) },
    { key: 'seller', header: 'Seller', width: 150, text: (r) => String(r.sellerUserName) },
    { key: 'buyer', header: 'Buyer', width: 150, text: (r) => String(r.buyerUserName) },
    { key: 'amount', header: 'Amount', width: 150, text: (r) => `${String(r.sellerAmount)} ${String(r.cryptoCurrencyTitle)}` },
    { key: 'fiat', header: 'Fiat', width: 140, text: (r) => `${String(r.fiatAmount)} ${String(r.fiatCurrencyTitle)}` },
    { key: 'status', header: 'Status', width: 130, text: (r) => String(r.status) },
    { key: 'arbitrator', header: 'Arbitrator', width: 130, text: (r) => String(r.arbitratorUserName ?? '—') },
  ],
};

const TITLES: Record<Screen, string> = { users: 'Users', transactions: 'Transactions', p2p: 'Offers and deals', arbitrator: 'My arbitration' };

const call = (url: string, body?: unknown) =>
  fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Auth-Token': localStorage.getItem('accessToken') ?? '' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).then((response) => response.json() as Promise<{ items?: Row[]; data?: Row[] }>);

/** What a list asks for beyond its screen: the sort's direction, and for the users list a page and a search. */
interface Ask {
  desc: boolean;
  offset: number;
  search: string;
}
const FIRST_ASK: Ask = { desc: true, offset: 0, search: '' };

function request(screen: Screen, { desc, offset, search }: Ask): Promise<Row[]> {
  switch (screen) {
    case 'users':
      return call('/api/v2/User/GetUsers', { offset, limit: USERS_LIMIT, getTotal: true, sort: { field: 'default', desc }, ...(search ? { searchString: search } : {}) }).then(
        (page) => page.items ?? [],
      );
    case 'transactions':
      return call('/api/v2/Trading/GetOperations', { sort: { field: 'dateCreated', desc }, offset: 0, limit: TRANSACTIONS_LIMIT, getTotal: true }).then((page) => page.items ?? []);
    case 'p2p': {
      // the console's deals screen asks for the period's figures beside the list
      void call('/api/p2p/Admin/Trade/statistic');
      return call(`/api/v1/p2p/trades?offset=0&limit=${DEALS_LIMIT}`).then((page) => page.items ?? []);
    }
    case 'arbitrator':
      return call(`/api/v1/arbitrator/trades?offset=0&limit=${ARBITRATOR_LIMIT}&isInDispute=true&isArbitratorJoined=false`).then((page) => page.data ?? []);
  }
}

const screenOf = (pathname: string): Screen =>
  pathname.startsWith('/transactions') ? 'transactions' : pathname.startsWith('/p2p') ? 'p2p' : pathname.startsWith('/arbitrator') ? 'arbitrator' : 'users';

interface View {
  screen: Screen;
  ask: Ask;
  rows: Row[] | null;
}

/** Asks for a screen's rows and shows them when they come (the latest ask wins). */
let latestAsk = 0;
function load(screen: Screen, ask: Ask, show: (view: View) => void) {
  const number = ++latestAsk;
  void request(screen, ask).then((rows) => number === latestAsk && show({ screen, ask, rows }));
}

// the first screen's request leaves before React starts
const first = screenOf(location.pathname);
let firstView: View | null = null;
let showFirst: ((view: View) => void) | null = null;
load(first, FIRST_ASK, (view) => (showFirst ? showFirst(view) : (firstView = view)));

function Table({ screen, rows }: { screen: Screen; rows: Row[] }) {
  const columns = COLUMNS[screen];
  const widths = useMemo(() => columns.map((c) => c.width), [columns]);
  return (
    <div className="console-data-table" role="region" aria-label={screen} style={{ height: HEADER_HEIGHT + rows.length * ROW_HEIGHT + 20 }}>
      <Table2 numRows={rows.length} defaultRowHeight={ROW_HEIGHT} columnWidths={widths} enableRowHeader={false} renderMode={RenderMode.NONE} cellRendererDependencies={[rows]}>
        {columns.map((column) => (
          <Column key={column.key} name={column.header} cellRenderer={(index) => <Cell>{column.text(rows[index]!)}</Cell>} />
        ))}
      </Table2>
    </div>
  );
}

function App() {
  const [view, setView] = useState<View>(() => firstView ?? { screen: first, ask: FIRST_ASK, rows: null });
  useEffect(() => {
    showFirst = setView;
    if (firstView) setView(firstView);
    const onPop = () => {
      const screen = screenOf(location.pathname);
      load(screen, FIRST_ASK, setView);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const open = (event: MouseEvent<HTMLAnchorElement>, screen: Screen) => {
    event.preventDefault();
    history.pushState(null, '', `/${screen}`);
    load(screen, FIRST_ASK, setView);
  };
  const sort = () => load(view.screen, { ...view.ask, desc: !view.ask.desc, offset: 0 }, setView);
  const secondPage = () => load(view.screen, { ...view.ask, offset: USERS_LIMIT }, setView);
  const search = (text: string) => load(view.screen, { ...view.ask, search: text, offset: 0 }, setView);
  return (
    <div style={{ display: 'flex', height: '100vh' }}>
      <nav aria-label="Sections" style={{ width: 220, flex: 'none' }}>
        <ul className="bp6-menu">
          {(['users', 'transactions'] as const).map((screen) => (
            <li key={screen}>
              <a href={`/${screen}`} className={`bp6-menu-item${view.screen === screen ? ' bp6-active' : ''}`} onClick={(event) => open(event, screen)}>
                {TITLES[screen]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main id="console-main" style={{ flex: 1, padding: 16, overflow: 'auto' }}>
        <h1 className="bp6-heading">{TITLES[view.screen]}</h1>
        <button type="button" className="bp6-button" onClick={sort}>
          {view.ask.desc ? 'Descending' : 'Ascending'}
        </button>
        <input type="text" className="bp6-input" aria-label="Search" onKeyDown={(event) => event.key === 'Enter' && search(event.currentTarget.value)} />
        <nav aria-label="Pages">
          <button type="button" className="bp6-button" aria-label="Page 2" onClick={secondPage}>
            2
          </button>
        </nav>
        {view.rows && <Table key={view.screen} screen={view.screen} rows={view.rows} />}
      </main>
    </div>
  );
}

// a profiling build (VITE_PROFILE_REACT, ../floor/vite.config.ts) reports every component's render in traces, as the console's does
createRoot(document.getElementById('root')!).render(import.meta.env.VITE_PROFILE_REACT ? <Profiler id="floor" onRender={() => undefined}><App /></Profiler> : <App />);
