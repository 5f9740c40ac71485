import { H1 } from '@blueprintjs/core';
import { useTranslation } from '../../components/useTranslation.ts';
import { useParams } from 'react-router-dom';
import { ChunkBoundary } from '../routes/ChunkBoundary.tsx';
import { featureLoader } from '../routes/featureChunks.ts';
import { screenSourceOf, type ScreenRoute, type Section } from '../routes/routeTable.ts';
import { SCREEN_TITLE_ID } from './FocusOnNavigation.tsx';
import { useAllShellSections, useShellSections } from './AccessGuard.tsx';
import { NoAccessNotice, OpenSections } from './AccountAccess.tsx';
import { NotAvailable } from './NotAvailable.tsx';
import { tabPanelProps } from '../../components/TabPanel.tsx';
import { SectionTabs, sectionTabsId, tabsOf } from './SectionTabs.tsx';
import { useDocumentTitle } from '../useDocumentTitle.ts';

/**
 * A routed screen: the section's heading and tabs, then the screen from its group's chunk, or,
 * for a tab that shows another group's screens (`route.from`), those screens from that group's chunk.
 */
export function ScreenPage({ section: routedSection, route }: { section: Section; route: ScreenRoute }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const sections = useShellSections();
  const allSections = useAllShellSections();
  // the section as this admin is offered it: its tabs are the screens the admin may open
  const section = sections.find((candidate) => candidate.id === routedSection.id) ?? routedSection;
  const { group, names } = screenSourceOf(section, route);
  const load = featureLoader(group);
  const title = section.id === 'user' ? t('shell.screen.userTitle', { id }) : t(section.titleKey);
  // a section with tabs names the tab first: "Fees · Statistics · Admin panel"
  const tabbed = section.screens.length > 1 && route.titleKey !== section.titleKey;
  useDocumentTitle(tabbed ? `${t(route.titleKey)} · ${title}` : title);
  const isAccount = section.area === 'account';
  return (
    <section className="console-screen" aria-labelledby={SCREEN_TITLE_ID}>
      {/* tabIndex -1: focus moves here after a navigation (FocusOnNavigation), never by Tab */}
      <H1 id={SCREEN_TITLE_ID} className="console-screen-title" tabIndex={-1}>
        {title}
      </H1>
      <SectionTabs section={section} current={route} />
      {isAccount && <NoAccessNotice sections={allSections} />}
      {/* With a tab menu, the screen is the selected tab's panel (the tab's aria-controls). */}
      <div className="console-screen-body" {...(tabsOf(section).length > 1 && !route.detail ? tabPanelProps(sectionTabsId(section), route.name) : {})}>
        {load ? (
          <ChunkBoundary cacheKey={group} load={load}>
            {(module) => {
              const found = names.flatMap((name) => {
                const Screen = module.screens?.[name];
                return Screen ? [{ name, Screen }] : [];
              });
              return found.length > 0 ? found.map(({ name, Screen }) => <Screen key={name} />) : <NotAvailable />;
            }}
          </ChunkBoundary>
        ) : (
          <NotAvailable />
        )}
        {isAccount && sections.length > 0 && <OpenSections sections={sections} />}
      </div>
    </section>
  );
}
