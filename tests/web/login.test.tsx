import { act, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import userEvent from '@testing-library/user-event';
import * as tokenStore from '../../src/api/tokenStore.ts';
import { getStoredLocale } from '../../src/app/preferences.ts';
import { matchLocale } from '../../src/domain/languages.ts';
import { signInAdmin } from '../../src/machines/testing/signInAdmin.ts';
import { renderConsole } from './renderConsole.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const apiError = (status: number, code: number, message: string, params?: Record<string, number>) =>
  json(status, { error: { status, code, message, ...(params ? { params } : {}) } });

const ADMIN = signInAdmin({ timezone: Intl.DateTimeFormat().resolvedOptions().timeZone });

/** The server as the console sees it; `signIn` decides each SignIn answer. */
function mockServer(signIn: (body: Record<string, unknown>) => Response, currentAdmin: () => Response = () => json(200, ADMIN)) {
  const requests: { path: string; token: string | null; body: unknown }[] = [];
  const fetchMock = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    const body = request.method === 'GET' ? undefined : await request.clone().json().catch(() => undefined);
    requests.push({ path, token: request.headers.get('X-Auth-Token'), body });
    switch (path) {
      case '/api/Login/SignIn':
        return signIn(body as Record<string, unknown>);
      case '/api/Login/GetCurrentAdmin':
        return currentAdmin();
      case '/api/User/GetAdmins':
        return json(200, { items: [] });
      case '/api/Options/GetStatus':
        return json(200, { languageList: ['En'], serverTime: '', version: '1', technicalWork: {} });
      case '/api/Market/GetCurrencies':
      case '/api/Market/GetMarkets':
        return json(200, []);
      case '/api/v2/User/GetUserTags':
        return json(200, { items: [] });
      default:
        return apiError(501, 501, `Not implemented: ${path}`);
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests };
}

async function openLogin() {
  const view = await renderConsole('/', { tokens: tokenStore });
  await screen.findByRole('button', { name: 'Sign in' });
  expect(view.router.state.location.pathname).toBe('/login');
  return view;
}

async function submitCredentials(email = 'root@example.com', password = 'Secret123') {
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  localStorage.clear();
});

describe('login page', () => {
  it('offers the language picker and remembers the choice; the tab title follows', async () => {
    mockServer(() => json(200, {}));
    await openLogin();
    expect(document.title).toBe('Sign in · Admin panel');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ru');
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Панель администратора' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Войти · Панель администратора'));
    expect(localStorage.getItem('locale')).toBe('ru');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Язык' }), 'en');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it("opens in the browser's language on a first visit, and in the chosen one after", () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['de-DE', 'ru-RU', 'en-US'] });
    expect(getStoredLocale()).toBe('ru');
    localStorage.setItem('locale', 'tr');
    expect(getStoredLocale()).toBe('tr');
    localStorage.clear();
    vi.stubGlobal('navigator', { ...navigator, languages: ['de-DE', 'fr'] });
    expect(getStoredLocale()).toBe('en');
  });

  it('matches browser language tags to the six interface languages by their primary subtag', () => {
    expect(matchLocale(['zh-Hans-CN'])).toBe('zh');
    expect(matchLocale(['es-419', 'en'])).toBe('es');
    expect(matchLocale(['ET'])).toBe('et');
    expect(matchLocale(['tr_TR'])).toBe('tr');
    expect(matchLocale(['pt-BR'])).toBeNull();
    expect(matchLocale([])).toBeNull();
  });

  it('shows the wrong-credentials message and stays on the form', async () => {
    const server = mockServer(() => apiError(400, 115, 'Wrong e-mail or password'));
    await openLogin();
    await submitCredentials();
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email, password or authentication code');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(server.requests.filter((request) => request.path === '/api/Login/SignIn')).toHaveLength(1);
    expect(tokenStore.getToken()).toBeNull();
  });

  it('asks for the authentication code, signs in with it and opens the console', async () => {
    const server = mockServer((body) =>
      body.authCode === '123456'
        ? json(200, { accessToken: 'fresh-token', expiresAt: '2030-01-01T00:00:00Z' })
        : apiError(400, 125, 'Authentication code required'),
    );
    const view = await openLogin();
    await submitCredentials();

    const code = await screen.findByLabelText('Authentication code');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/users'));
    const signIns = server.requests.filter((request) => request.path === '/api/Login/SignIn');
    expect(signIns.map((request) => request.body)).toEqual([
      { email: 'root@example.com', password: 'Secret123' },
      { email: 'root@example.com', password: 'Secret123', authCode: '123456' },
    ]);
    expect(tokenStore.getToken()).toBe('fresh-token');
    const start = server.requests.find((request) => request.path === '/api/Login/GetCurrentAdmin');
    expect(start?.token).toBe('fresh-token');
  });

  it('keeps a rejected code on the code step with the message', async () => {
    mockServer((body) => (body.authCode ? apiError(400, 126, 'Wrong code') : apiError(400, 125, 'Code required')));
    await openLogin();
    await submitCredentials();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email, password or authentication code');
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });

  it('tells a blocked admin so', async () => {
    mockServer(() => apiError(403, 116, 'Admin is blocked'));
    await openLogin();
    await submitCredentials();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is blocked');
  });

  it("shows the server's message when sign-in is rate limited", async () => {
    mockServer(() => apiError(429, 117, 'Too many failed sign-in attempts. Try again in 15 minutes', { minutes: 15 }));
    await openLogin();
    await submitCredentials();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed sign-in attempts. Try again in 15 minutes');
  });

  it('words the rate limit in the admin\'s language, with the minutes the server sent', async () => {
    mockServer(() => apiError(429, 117, 'Too many failed sign-in attempts. Try again in 15 minutes', { minutes: 15 }));
    await openLogin();
    await submitCredentials();
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 15 minutes');
    try {
      await act(() => i18next.changeLanguage('ru'));
      expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много неудачных попыток входа. Повторите через 15 мин.');
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('checks the fields before calling the server', async () => {
    const server = mockServer(() => apiError(400, 115, 'Wrong'));
    await openLogin();
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('sends a stored token the server rejects back to the login page', async () => {
    tokenStore.setToken('stale');
    const server = mockServer(
      () => apiError(400, 115, 'Wrong'),
      () => apiError(401, 101, 'Session expired, please sign in again'),
    );
    const view = await renderConsole('/finance', { tokens: tokenStore });
    expect(await screen.findByRole('alert')).toHaveTextContent('Session expired, please sign in again');
    expect(view.router.state.location.pathname).toBe('/login');
    expect(tokenStore.getToken()).toBeNull();
    expect(server.requests.find((request) => request.path === '/api/Login/GetCurrentAdmin')?.token).toBe('stale');
  });
});
