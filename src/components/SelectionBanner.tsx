import { Button, Callout, Intent } from '@blueprintjs/core';
import { useTranslation } from './useTranslation.ts';

/** Props of {@link SelectionBanner}. */
export interface SelectionBannerProps {
  /** Rows matching the current filter across all pages, when known. */
  matchingTotal?: number;
  /** Whether the parent has extended the selection to every matching row. */
  allMatchingSelected?: boolean;
  onRemoveSelection: () => void;
  /** Offered when more rows match than the page shows. */
  onSelectAllMatching?: () => void;
  pageRowCount: number;
}

/** "Selected all" with "Remove selection", shown when every row of the page is selected (spec 1 §2). */
export function SelectionBanner({ matchingTotal, allMatchingSelected, onRemoveSelection, onSelectAllMatching, pageRowCount }: SelectionBannerProps) {
  const { t } = useTranslation('widgets');
  const canExtend = !allMatchingSelected && onSelectAllMatching && matchingTotal !== undefined && matchingTotal > pageRowCount;
  return (
    <Callout intent={Intent.PRIMARY} compact role="status" style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 8 }}>
      <span>
        {allMatchingSelected && matchingTotal !== undefined ? t('widgets.table.allMatchingSelected', { count: matchingTotal }) : t('widgets.table.selectedAll')}
      </span>
      {canExtend && <Button variant="minimal" intent={Intent.PRIMARY} text={t('widgets.table.selectAllMatching', { count: matchingTotal })} onClick={onSelectAllMatching} />}
      <Button variant="minimal" text={t('widgets.table.removeSelection')} onClick={onRemoveSelection} />
    </Callout>
  );
}
