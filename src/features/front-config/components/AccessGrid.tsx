import { Button, Callout, HTMLSelect, Intent, NonIdealState, Spinner, Switch, Classes } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { useAction } from '../../../components/useAction.ts';
import { effectiveAccess, type EffectiveAccess } from '../../../domain/frontConfig.ts';
import { setAppEnabled, setGroupAccess, type FrontApp, type SecurityGroup } from '../api.ts';

type Choice = 'inherit' | 'Allow' | 'Deny';
const choiceOf = (access: EffectiveAccess): Choice => (access === 'allow' ? 'Allow' : access === 'deny' ? 'Deny' : 'inherit');

/** Props of {@link AccessGrid}. */
export interface AccessGridProps {
  apps: readonly FrontApp[] | undefined;
  groups: readonly SecurityGroup[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/**
 * Apps × groups: each cell is the group's own choice for the app (allow or deny) or, after a
 * reset, the app's switch ("default"); each row has the app's switch itself.
 */
export function AccessGrid({ apps, groups, loading, failed, onRetry }: AccessGridProps) {
  const { t } = useTranslation('frontConfig');
  const enable = useAction(setAppEnabled);
  const choose = useAction(setGroupAccess);
  const [busy, setBusy] = useState<string | null>(null);
  const settled = { onSettled: () => setBusy(null) };

  if (failed) {
    return (
      <Callout intent={Intent.DANGER} title={t('frontConfig.grid.loadFailed')}>
        <Button text={t('frontConfig.common.retry')} onClick={onRetry} />
      </Callout>
    );
  }
  if (loading || !apps || !groups) return <Spinner />;
  if (apps.length === 0) return <NonIdealState title={t('frontConfig.grid.noApps')} />;

  const choiceLabel = (choice: Choice, app: FrontApp) =>
    choice === 'inherit' ? t(app.isEnabled ? 'frontConfig.grid.defaultAllowed' : 'frontConfig.grid.defaultDenied') : t(`frontConfig.grid.${choice === 'Allow' ? 'allow' : 'deny'}`);

  return (
    <div className="fc-grid-scroll">
      <table className={`${Classes.HTML_TABLE} ${Classes.COMPACT} ${Classes.HTML_TABLE_BORDERED} fc-grid`} aria-label={t('frontConfig.grid.label')}>
        <thead>
          <tr>
            <th scope="col">{t('frontConfig.grid.app')}</th>
            <th scope="col">{t('frontConfig.grid.enabled')}</th>
            {groups.map((g) => (
              <th scope="col" key={g.id}>
                {g.name}
                {g.isDefault && <span className={Classes.TEXT_MUTED}> · {t('frontConfig.groups.default')}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {apps.map((app) => (
            <tr key={app.id}>
              <th scope="row">{app.name}</th>
              <td>
                <Switch
                  className="fc-switch"
                  checked={app.isEnabled}
                  disabled={busy === `app-${app.id}` || !enable.allowed}
                  title={enable.reason}
                  aria-label={t('frontConfig.grid.enabledOf', { app: app.name })}
                  onChange={(e) => {
                    const isEnabled = e.currentTarget.checked;
                    setBusy(`app-${app.id}`);
                    enable.mutate({ appId: app.id, isEnabled }, settled);
                  }}
                />
              </td>
              {groups.map((g) => {
                const access = effectiveAccess(app, g.id);
                const choice = choiceOf(access);
                const key = `${app.id}-${g.id}`;
                return (
                  <td key={g.id} className={`fc-cell fc-${access}`}>
                    <HTMLSelect
                      minimal
                      disabled={busy === key || !choose.allowed}
                      title={choose.reason}
                      aria-label={t('frontConfig.grid.accessOf', { group: g.name, app: app.name })}
                      value={choice}
                      onChange={(e) => {
                        const next = e.target.value === 'Allow' ? 'Allow' : e.target.value === 'Deny' ? 'Deny' : null;
                        setBusy(key);
                        choose.mutate({ appId: app.id, groupId: g.id, access: next }, settled);
                      }}
                      options={(['inherit', 'Allow', 'Deny'] as const).map((c) => ({ value: c, label: choiceLabel(c, app) }))}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
