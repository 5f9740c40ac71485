import { Tab, Tabs } from '@blueprintjs/core';
import { useTranslation } from '../../components/useTranslation.ts';
import { useSearchParams } from 'react-router-dom';
import { TabPanel } from '../../components/TabPanel.tsx';
import { isExcluded } from '../../domain/buildFeatures.ts';
import { dateRangeToUnix } from '../../domain/dateRangeFilter.ts';
import { defaultListState, parseListQuery, serializeListQuery } from '../../domain/listQuery.ts';
import { useListQueryOptions } from '../../components/useListQuery.ts';
import { ProfileLookup } from './components/ProfileStats.tsx';
import { DealsSection } from './components/DealsSection.tsx';
import { FeedbackSection } from './components/FeedbackSection.tsx';
import { StatisticsPanel } from './components/StatisticsPanel.tsx';
import { DEAL_LISTS, FILTERS_OF_LIST, dealSchemaOf, feedbackListSchema, isArbitrationList, isDealList, type DealList } from './dealQuery.ts';
import { useP2pAdmin } from './useP2pAdmin.ts';
import { OffersSection } from './desk/OffersSection.tsx';
import { offersListSchema } from './offersQuery.ts';
import './p2p.css';

const VIEWS = ['deals', 'feedback', 'offers'] as const;
type View = (typeof VIEWS)[number];
const VIEW = 'view';
const LIST = 'list';

/**
 * "Offers and deals" (/p2p): the deal lists with the period's statistics and a profile lookup,
 * the feedback list, and the offers part (issue 14). The view, the list and each list's
 * filters, page and size live in the URL. `only` shows one view without the view tabs: the traders
 * section's Offers and Deals tabs are these same screens (spec 2 §2).
 */
export function OffersAndDealsPage({ only }: { only?: 'deals' | 'offers' } = {}) {
  const { t } = useTranslation('p2p');
  const [params, setParams] = useSearchParams();
  const admin = useP2pAdmin();
  const view: View = only ?? VIEWS.find((v) => v === params.get(VIEW)) ?? 'deals';
  // My and others' arbitration come from the arbitrator section's calls; a build without it has neither.
  const lists: DealList[] = DEAL_LISTS.filter((l) => !isArbitrationList(l) || !isExcluded('arbitrator'));
  const requested = params.get(LIST);
  const list: DealList = isDealList(requested) && lists.includes(requested) ? requested : 'all';

  // Three lists share the URL, each parsed with the admin's page size (or the spec's, for arbitration).
  const listOptions = useListQueryOptions();
  const dealSchema = dealSchemaOf(list);
  const dealState = parseListQuery(dealSchema, params, listOptions);
  const feedbackState = parseListQuery(feedbackListSchema, params, listOptions);
  const offersState = parseListQuery(offersListSchema, params, listOptions);

  const go = (nextView: View, nextList: DealList, query: URLSearchParams) => {
    if (nextView !== 'deals' && !only) query.set(VIEW, nextView);
    if (nextList !== 'all') query.set(LIST, nextList);
    setParams(query);
  };

  // The figures follow the filters the list shows: a crypto currency only where the list offers one.
  const crypto = FILTERS_OF_LIST[list].includes('crypto') ? Number(dealState.filters.crypto) : 0;
  const statsQuery = { ...dateRangeToUnix(dealState.filters.created, admin.timeZone), ...(crypto > 0 ? { cryptoCurrencyId: crypto } : {}) };

  // The views share a row with the deal lists (one tab size, one row less above the table).
  const viewTabs = only ? null : (
    <Tabs animate={false} id="p2p-views" selectedTabId={view} onChange={(next) => go(next as View, list, new URLSearchParams())}>
      <Tab disabled={false} id="deals" title={t('p2p.views.deals')} />
      <Tab disabled={false} id="feedback" title={t('p2p.views.feedback')} />
      <Tab disabled={false} id="offers" title={t('p2p.views.offers')} />
    </Tabs>
  );

  return (
    <div className="p2p-page">
      {view !== 'deals' && viewTabs}
      {/* the selected view is the panel of its tab (without the tabs, a plain wrapper) */}
      <TabPanel tabsId={only ? undefined : 'p2p-views'} tabId={view}>
      {view === 'deals' && (
        <div className="p2p-deals-layout">
          <DealsSection
            viewTabs={viewTabs}
            list={list}
            lists={lists}
            state={dealState}
            onListChange={(next) => {
              // Filters carry over; the page and size restart, since the arbitrator lists page by 10.
              const schema = dealSchemaOf(next);
              const carried = { ...dealState, page: 1, pageSize: defaultListState(schema, listOptions).pageSize };
              go('deals', next, serializeListQuery(schema, carried, listOptions));
            }}
            onStateChange={(next) => go('deals', list, serializeListQuery(dealSchema, next, listOptions))}
          />
          {/* the period's figures follow the list's filters; under the list, which comes first */}
          <StatisticsPanel query={statsQuery} />
          <ProfileLookup timeZone={admin.timeZone} />
        </div>
      )}
      {view === 'feedback' && <FeedbackSection state={feedbackState} onStateChange={(next) => go('feedback', 'all', serializeListQuery(feedbackListSchema, next, listOptions))} />}
      {view === 'offers' && <OffersSection state={offersState} onStateChange={(next) => go('offers', 'all', serializeListQuery(offersListSchema, next, listOptions))} />}
      </TabPanel>
    </div>
  );
}

/** The offers view alone: the traders section's Offers tab. */
export function OffersScreen() {
  return <OffersAndDealsPage only="offers" />;
}

/** The deal lists alone (with the period's statistics and the profile lookup): the traders section's Deals tab. */
export function DealsScreen() {
  return <OffersAndDealsPage only="deals" />;
}
