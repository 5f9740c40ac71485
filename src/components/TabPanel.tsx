import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/**
 * The ids Blueprint's Tabs give a tab and the panel it controls (`aria-controls`). Tabs used as a
 * switch over content rendered elsewhere (a route, a list kind) have no Blueprint panel, so the
 * selected tab would point at nothing; the content's element takes these ids instead.
 */
export function tabPanelProps(tabsId: string, tabId: string) {
  return {
    role: 'tabpanel',
    id: `${Classes.TAB_PANEL}_${tabsId}_${tabId}`,
    'aria-labelledby': `${Classes.TAB}-title_${tabsId}_${tabId}`,
  } as const;
}

/**
 * The panel of the selected tab of `<Tabs id={tabsId}>`. `display: contents` keeps the parent's
 * layout (flex gaps) as if the children were its own.
 */
export function TabPanel({ tabsId, tabId, children }: { tabsId: string; tabId: string; children: ReactNode }) {
  return (
    <div {...tabPanelProps(tabsId, tabId)} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
