import { act, render, screen } from '@testing-library/react';
import { createInstance, type BackendModule, type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useTranslation } from './useTranslation.ts';

const TEXTS: Record<string, Record<string, Record<string, unknown>>> = {
  en: { common: { greeting: { hello: 'Hello' } }, users: { list: { title: 'Users' } } },
  ru: { common: { greeting: { hello: 'Привет' } }, users: { list: { title: 'Пользователи' } } },
};

/** An instance with the console's separators whose backend answers when `release` is called. */
async function i18nWithBackend(): Promise<{ i18n: I18n; reads: string[]; release: () => void }> {
  const reads: string[] = [];
  let pending: (() => void)[] = [];
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      reads.push(`${language}/${namespace}`);
      const answer = () => callback(null, (TEXTS[language]?.[namespace] ?? {}) as never);
      // the start namespace comes at once; the others when the test releases them
      if (namespace === 'common') answer();
      else pending.push(answer);
    },
  };
  const i18n = createInstance();
  await i18n.use(backend).init({ lng: 'en', fallbackLng: 'en', ns: ['common'], defaultNS: 'common', nsSeparator: '.', keySeparator: '.', interpolation: { escapeValue: false }, react: { useSuspense: false } });
  const release = () => {
    const answers = pending;
    pending = [];
    answers.forEach((answer) => answer());
  };
  return { i18n, reads, release };
}

const seen: { name: string; t: TFunction; ready: boolean }[] = [];
function Greeting({ name }: { name: string }) {
  const { t, ready } = useTranslation();
  seen.push({ name, t, ready });
  return <p>{`${name}: ${t('common.greeting.hello')}`}</p>;
}
function UsersTitle() {
  const [t, , ready] = useTranslation('users');
  return <h1>{ready ? t('users.list.title') : 'loading'}</h1>;
}

beforeEach(() => {
  seen.length = 0;
});

describe('useTranslation', () => {
  it('gives every reader of a namespace the same t, and a new one with the texts of a new language', async () => {
    const { i18n, release } = await i18nWithBackend();
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting name="a" />
        <Greeting name="b" />
      </I18nextProvider>,
    );
    expect(screen.getByText('a: Hello')).toBeInTheDocument();
    expect(screen.getByText('b: Hello')).toBeInTheDocument();
    expect(seen[0]!.t).toBe(seen[1]!.t);

    // the Russian texts in first: the language change alone must draw them
    await act(async () => {
      const loading = i18n.loadLanguages('ru');
      release();
      await loading;
    });
    expect(screen.getByText('a: Hello')).toBeInTheDocument();
    await act(async () => {
      await i18n.changeLanguage('ru');
    });
    expect(screen.getByText('a: Привет')).toBeInTheDocument();
    expect(screen.getByText('b: Привет')).toBeInTheDocument();
    const afterChange = seen.slice(-2);
    expect(afterChange[0]!.t).toBe(afterChange[1]!.t);
    expect(afterChange[0]!.t).not.toBe(seen[0]!.t);
  });

  it('asks for a namespace not loaded yet and draws its texts when they arrive', async () => {
    const { i18n, reads, release } = await i18nWithBackend();
    render(
      <I18nextProvider i18n={i18n}>
        <UsersTitle />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('loading');
    expect(reads).toContain('en/users');
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
  });

  it('reads keys of every namespace it is given', async () => {
    const { i18n, release } = await i18nWithBackend();
    await act(async () => {
      const loading = i18n.loadNamespaces('users');
      release();
      await loading;
    });
    function Both() {
      const { t } = useTranslation(['users', 'common']);
      return <p>{`${t('users.list.title')} / ${t('common.greeting.hello')}`}</p>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Both />
      </I18nextProvider>,
    );
    expect(screen.getByText('Users / Hello')).toBeInTheDocument();
  });
});
