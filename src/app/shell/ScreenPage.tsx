import { H1 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ChunkBoundary } from '../routes/ChunkBoundary.tsx';
import { featureLoader } from '../routes/featureChunks.ts';
import type { ScreenRoute, Section } from '../routes/routeTable.ts';
import { useShellSections } from './AccessGuard.tsx';
import { NoAccessNotice, OpenSections } from './AccountAccess.tsx';
import { NotAvailable } from './NotAvailable.tsx';
import { SectionTabs } from './SectionTabs.tsx';
import { useDocumentTitle } from '../useDocumentTitle.ts';

/**
 * A routed screen: the section's heading and tabs, then the screen from its group's chunk, or,
 * for a tab that shows another group's screens (`route.from`), those screens from that group's chunk.
 */
export function ScreenPage({ section, route }: { section: Section; route: ScreenRoute }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const group = route.from?.group ?? section.group;
  const names = route.from?.screens ?? [route.name];
  const load = featureLoader(group);
  const title = section.id === 'user' ? t('shell.screen.userTitle', { id }) : t(section.titleKey);
  // a section with tabs names the tab first: "Fees · Statistics · Admin panel"
  const tabbed = section.screens.length > 1 && route.titleKey !== section.titleKey;
  useDocumentTitle(tabbed ? `${t(route.titleKey)} · ${title}` : title);
  const sections = useShellSections();
  const isAccount = section.area === 'account';
  return (
    <section className="console-screen" aria-labelledby="console-screen-title">
      <H1 id="console-screen-title" className="console-screen-title">
        {title}
      </H1>
      <SectionTabs section={section} current={route} />
      {isAccount && <NoAccessNotice sections={sections} />}
      <div className="console-screen-body">
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
