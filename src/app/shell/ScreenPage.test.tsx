import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createI18n } from '../i18n.ts';
import { resetLoadedChunks } from '../routes/ChunkBoundary.tsx';
import { featureLoader } from '../routes/featureChunks.ts';
import { SECTIONS } from '../routes/routeTable.ts';
import { ScreenPage } from './ScreenPage.tsx';

vi.mock('../routes/featureChunks.ts', () => ({ featureLoader: vi.fn() }));

const traders = SECTIONS.find((section) => section.id === 'traders')!;
const route = (name: string) => traders.screens.find((r) => r.name === name)!;

beforeAll(async () => {
  await createI18n('en');
});
afterEach(() => resetLoadedChunks());

function renderRoute(name: string) {
  return render(
    <MemoryRouter initialEntries={[route(name).path]}>
      <ScreenPage section={traders} route={route(name)} />
    </MemoryRouter>,
  );
}

describe('ScreenPage', () => {
  it('shows a tab that names another group’s screens from that group’s chunk, in order', async () => {
    vi.mocked(featureLoader).mockImplementation((group) =>
      group === 'p2p' ? async () => ({ screens: { 'p2p-fees': () => <p>P2P fees</p>, 'p2p-rates': () => <p>P2P rates</p> } }) : null,
    );
    renderRoute('traders-fees-and-rates');
    expect(await screen.findByText('P2P fees')).toBeInTheDocument();
    expect(screen.getByText('P2P rates')).toBeInTheDocument();
    expect(featureLoader).toHaveBeenCalledWith('p2p');
  });

  it('shows the section’s own screen for an ordinary tab', async () => {
    vi.mocked(featureLoader).mockImplementation((group) =>
      group === 'traders' ? async () => ({ screens: { 'traders-orders': () => <p>Orders screen</p> } }) : null,
    );
    renderRoute('traders-orders');
    expect(await screen.findByText('Orders screen')).toBeInTheDocument();
  });

  it('says "not available" when the other group does not export the screen', async () => {
    vi.mocked(featureLoader).mockImplementation(() => async () => ({ screens: {} }));
    renderRoute('traders-offers');
    expect(await screen.findByText(/not available/i)).toBeInTheDocument();
  });
});
