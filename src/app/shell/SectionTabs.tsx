import { Tab, Tabs } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { pathOf, type ScreenRoute, type Section } from '../routes/routeTable.ts';

/** The section's tab menu (spec 1 §2); a section with one screen has none. */
export function SectionTabs({ section, current }: { section: Section; current: ScreenRoute }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const tabs = section.screens.filter((route) => !route.detail);
  if (tabs.length < 2) return null;
  return (
    <nav aria-label={t('shell.tabs.label')} className="console-section-tabs">
      <Tabs
        id={`tabs-${section.id}`}
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
