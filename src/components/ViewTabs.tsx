import { Tab, Tabs } from '@blueprintjs/core';
import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';

/** One view of a {@link ViewTabs} page: its tab's words and what it shows. */
export interface PageView<V extends string> {
  id: V;
  title: string;
  panel: ReactElement;
}

/**
 * The views of a page, one tab each. The chosen view is kept in the URL's `view` parameter so a
 * link or a reload opens it again; the first view is the page's plain address. Choosing a view
 * starts it afresh: the other view's list state leaves the URL. With `renderActiveTabPanelOnly`
 * the hidden views are not rendered (their queries do not run).
 */
export function ViewTabs<V extends string>({ id, views, renderActiveTabPanelOnly }: { id: string; views: readonly [PageView<V>, ...PageView<V>[]]; renderActiveTabPanelOnly?: boolean }) {
  const [params, setParams] = useSearchParams();
  const [first] = views;
  const selected = views.find((v) => v.id === params.get('view')) ?? first;
  return (
    <Tabs animate={false} id={id} selectedTabId={selected.id} onChange={(next) => setParams(next === first.id ? {} : { view: String(next) })} renderActiveTabPanelOnly={renderActiveTabPanelOnly}>
      {views.map((view) => (
        <Tab key={view.id} id={view.id} disabled={false} title={view.title} panel={view.panel} />
      ))}
    </Tabs>
  );
}
