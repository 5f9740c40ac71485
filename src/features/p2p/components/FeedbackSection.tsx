import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listCount } from '../../../components/listQueryState.ts';
import { FilterBar } from '../../../components/FilterBar.tsx';
import type { FilterField } from '../../../components/filterFields.ts';
import { defaultFilters, type ListState } from '../../../domain/listQuery.ts';
import { FEEDBACK_INFLUENCES } from '../../../domain/p2p.ts';
import { p2pQueries } from '../api.ts';
import { feedbackListQuery, feedbackListSchema, type FeedbackFilters } from '../dealQuery.ts';
import { useP2pAdmin } from '../useP2pAdmin.ts';
import { FeedbackTable } from './FeedbackTable.tsx';
import { ListFooter } from '../../../components/ListFooter.tsx';
import { statePaging } from '../../../components/listPaging.ts';

type FeedbackState = ListState<typeof feedbackListSchema.filters, 'dateCreated'>;

const FIELDS: FilterField<Extract<keyof FeedbackFilters, string>>[] = [
  { name: 'fbUser', label: 'p2p.feedback.filters.userId', kind: 'numeric' },
  { name: 'fbTrade', label: 'p2p.feedback.filters.tradeId', kind: 'numeric' },
  { name: 'influence', label: 'p2p.feedback.influence', kind: 'select', options: FEEDBACK_INFLUENCES.map((i) => ({ value: i, label: `p2p.influence.${i}` })) },
];

/** The feedback list: filters and page in the URL, the page sent zero-based. */
export function FeedbackSection({ state, onStateChange }: { state: FeedbackState; onStateChange: (state: FeedbackState) => void }) {
  const admin = useP2pAdmin();
  const feedback = useQuery({ ...p2pQueries.feedback(feedbackListQuery(state)), placeholderData: keepPreviousData });
  return (
    <div className="p2p-feedback">
      <div className="p2p-toolbar">
        <FilterBar fields={FIELDS} values={state.filters} initialValues={defaultFilters(feedbackListSchema)} onSubmit={(filters) => onStateChange({ ...state, filters, page: 1 })} savedFiltersKey="p2p-feedback" />
      </div>
      <FeedbackTable
        items={feedback.data?.items ?? []}
        query={feedback}
        canChange={admin.canChange}
        timeZone={admin.timeZone}
      />
      <ListFooter {...listCount(feedback)} {...statePaging(state, onStateChange)} />
    </div>
  );
}
