import { loadDateInput, loadDateRangeInput } from '../../components/dateRangeInputChunk.ts';
import { featureLoader } from './featureChunks.ts';
import { prefetchSection } from './prefetchSections.ts';
import { SECTIONS, type Section } from './routeTable.ts';

vi.mock('../../components/dateRangeInputChunk.ts', () => ({ loadDateInput: vi.fn(async () => ({})), loadDateRangeInput: vi.fn(async () => ({})) }));
vi.mock('./featureChunks.ts', () => ({ featureLoader: vi.fn(() => async () => ({ screens: {} })) }));

const sectionOf = (id: string): Section => SECTIONS.find((section) => section.id === id)!;

describe('prefetchSection', () => {
  beforeEach(() => vi.clearAllMocks());

  it('loads the section’s screen chunk and the date range input of its filters, but not the date input its screens do not use', async () => {
    await prefetchSection(sectionOf('users'));
    expect(featureLoader).toHaveBeenCalledWith('users');
    expect(loadDateRangeInput).toHaveBeenCalledTimes(1);
    // the date input's time zone table costs 80-140 ms of main thread to build
    expect(loadDateInput).not.toHaveBeenCalled();
  });

  it('loads the date input for the sections whose screens open the report order dialog', async () => {
    await prefetchSection(sectionOf('transactions'));
    await prefetchSection(sectionOf('reports'));
    expect(loadDateInput).toHaveBeenCalledTimes(2);
  });

  it('marks only the sections whose screens open the report order dialog', () => {
    expect(SECTIONS.filter((section) => section.usesDateInput).map((section) => section.id)).toEqual(['transactions', 'reports']);
  });
});
