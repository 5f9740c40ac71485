import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { DEFAULT_ADMIN_SETTINGS } from '../../domain/adminSettings.ts';
import { createI18n } from '../i18n.ts';
import { TimezonePrompt } from './TimezonePrompt.tsx';

const admin = { settings: { ...DEFAULT_ADMIN_SETTINGS, timezone: 'UTC' } };
vi.mock('../session/SessionContext.tsx', () => ({ useCurrentAdmin: () => admin }));
vi.mock('../session/useAdminSettings.ts', () => ({ useUpdateAdminSettings: () => () => Promise.resolve() }));

beforeAll(async () => {
  await createI18n('en');
  await i18next.loadNamespaces('shell');
});

describe('TimezonePrompt', () => {
  it('says that a saved zone the browser does not know is shown as UTC (issue 23)', async () => {
    admin.settings.timezone = 'Not/AZone';
    render(<TimezonePrompt />);
    expect(await screen.findByRole('status')).toHaveTextContent('Your saved time zone "Not/AZone" is not recognised: times are shown in UTC.');
  });

  it('says nothing about a known zone', () => {
    admin.settings.timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    render(<TimezonePrompt />);
    expect(screen.queryByText(/is not recognised/)).toBeNull();
  });
});
