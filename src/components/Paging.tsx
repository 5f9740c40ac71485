import { Button, ButtonGroup, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from './useTranslation.ts';
import { PAGE_SIZES } from '../domain/adminSettings.ts';
import { isBlockedNumericKey } from '../domain/numericInput.ts';
import { pageCount, pageItems, parsePageInput } from '../domain/paging.ts';
import './paging.css';
import { textWithValue } from './textWithValue.ts';

/** Props of {@link Paging}. */
export interface PagingProps {
  /** Current 1-based page. */
  page: number;
  pageSize: number;
  /** Total number of items across all pages. */
  total: number;
  onPageChange: (page: number) => void;
  /** Called with the new size; the parent usually goes back to page 1. */
  onPageSizeChange?: (pageSize: number) => void;
  /** Sizes offered; the common setting's 20, 50, 100 unless a list has its own (arbitrator lists use 10). */
  pageSizes?: readonly number[];
}

/**
 * The paging control (spec 1 §2, §5): first, last and neighbouring pages with an ellipsis gap
 * from 6 pages on, a page-number input and the page-size select.
 */
export function Paging({ page, pageSize, total, onPageChange, onPageSizeChange, pageSizes = PAGE_SIZES }: PagingProps) {
  const { t } = useTranslation('widgets');
  // "Page N" on each page's button: one i18next call for the text, not one per button
  const pageText = useMemo(() => textWithValue(t, 'widgets.paging.page', 'page'), [t]);
  const pages = pageCount(total, pageSize);
  const [text, setText] = useState(String(page));
  // A new page from outside shows in the field in the same render (React's "state from props"),
  // not in an effect's second render and commit after the rows (issue 27).
  const [fieldPage, setFieldPage] = useState(page);
  if (fieldPage !== page) {
    setFieldPage(page);
    setText(String(page));
  }
  const target = parsePageInput(text, pages);
  // Empty text is "not yet typed", not an error worth painting red.
  const invalid = text.trim() !== '' && target === null;

  return (
    <nav aria-label={t('widgets.paging.navigation')} style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
      <ButtonGroup variant="minimal">
        {pageItems(page, pages).map((item) =>
          item.kind === 'gap' ? (
            <Button key={`gap-${item.key}`} disabled text="…" aria-label={t('widgets.paging.gap')} />
          ) : (
            <PageButton key={item.page} page={item.page} current={item.page === page} label={pageText(item.page)} onPageChange={onPageChange} />
          ),
        )}
      </ButtonGroup>
      {pages > 1 && (
        <FormGroup inline style={{ margin: 0 }} intent={invalid ? Intent.DANGER : Intent.NONE} helperText={invalid ? '' : undefined}>
          {/* "of N" beside the field, not inside it: Blueprint's right element is measured after every render (a
              forced layout of the page) and, in a field this narrow, covered the page number itself. */}
          <span className="console-paging-input">
            <InputGroup
              aria-label={t('widgets.paging.pageInput')}
              aria-invalid={invalid}
              inputMode="numeric"
              style={{ width: `calc(${String(pages).length}ch + 20px)` }}
              value={text}
              intent={invalid ? Intent.DANGER : Intent.NONE}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (isBlockedNumericKey(event.key)) event.preventDefault();
                if (event.key === 'Enter' && target !== null && target !== page) onPageChange(target);
              }}
              onBlur={() => setText(String(page))}
            />
            <span>{t('widgets.paging.ofPages', { count: pages })}</span>
          </span>
        </FormGroup>
      )}
      {onPageSizeChange && (
        <HTMLSelect
          aria-label={t('widgets.paging.pageSize')}
          value={pageSize}
          options={pageSizes.map((size) => ({ value: size, label: String(size) }))}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        />
      )}
    </nav>
  );
}

/**
 * One page's button. Memoised: going to the next page draws again only the two buttons whose
 * state changed (with a list's footer, `onPageChange` keeps its identity), not every Blueprint
 * button of the row (issue 27).
 */
const PageButton = memo(function PageButton({ page, current, label, onPageChange }: { page: number; current: boolean; label: string; onPageChange: (page: number) => void }) {
  return (
    <Button
      text={page}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      active={current}
      intent={current ? Intent.PRIMARY : Intent.NONE}
      onClick={() => !current && onPageChange(page)}
    />
  );
});
