import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/**
 * The ids Blueprint's Tabs give a tab and the panel its `aria-controls` names. Tabs used as a
 * switch over content drawn elsewhere (a route, a list kind, a locale) have no Blueprint panel,
 * so the selected tab would point at nothing; the content's element takes these ids instead.
 */
export function tabPanelProps(tabsId: string, tabId: string) {
  return {
    role: 'tabpanel',
    id: `${Classes.TAB_PANEL}_${tabsId}_${tabId}`,
    'aria-labelledby': `${Classes.TAB}-title_${tabsId}_${tabId}`,
  } as const;
}

/**
 * The panel of the selected tab of `<Tabs id={tabsId}>`, for content rendered beside the Tabs.
 * `display: contents` keeps the parent's layout (flex, grid gaps) as if the children were its own.
 * Without `tabsId` (the same content shown without its tabs) the children are drawn as they are.
 */
export function TabPanel({ tabsId, tabId, children }: { tabsId: string | undefined; tabId: string; children: ReactNode }) {
  if (tabsId === undefined) return <>{children}</>;
  return (
    <div {...tabPanelProps(tabsId, tabId)} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
