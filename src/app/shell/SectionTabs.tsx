import { Tab, Tabs } from '@blueprintjs/core';
import { useTranslation } from '../../components/useTranslation.ts';
import { useNavigate, useParams } from 'react-router-dom';
import { tabScreens } from '../routes/navigation.ts';
import { pathOf, type ScreenRoute, type Section } from '../routes/routeTable.ts';

/** The screens of the section's tab menu (detail screens are routed, not tabs). */
export const tabsOf = tabScreens;

/** The id of the section's Tabs, which names its tabs and the panel of the selected one. */
export const sectionTabsId = (section: Section): string => `tabs-${section.id}`;

/** The section's tab menu (spec 1 §2); a section with one screen has none. */
export function SectionTabs({ section, current }: { section: Section; current: ScreenRoute }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const tabs = tabsOf(section);
  if (tabs.length < 2) return null;
  return (
    <nav aria-label={t('shell.tabs.label')} className="console-section-tabs">
      {/* animate={false}: the animated underline is placed by measuring the tab list, a forced
          layout of the whole page in the middle of a screen's first render (65 ms of a cold open
          of /users); without it Blueprint underlines the selected tab with CSS alone */}
      <Tabs
        animate={false}
        id={sectionTabsId(section)}
        selectedTabId={current.detail ? '' : current.name}
        onChange={(name) => {
          const target = tabs.find((route) => route.name === name);
          if (target) navigate(pathOf(target, params));
        }}
      >
        {/* disabled={false} on every Tab: Blueprint moves focus with the arrow keys only between
            tabs marked aria-disabled="false", and leaves the attribute out unless told. */}
        {tabs.map((route) => (
          <Tab key={route.name} id={route.name} title={t(route.titleKey)} disabled={false} />
        ))}
      </Tabs>
    </nav>
  );
}
