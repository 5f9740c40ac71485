import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { mergeAdminSettings, type AdminSettings } from '../../domain/adminSettings.ts';
import { showErrorToast } from '../shell/toaster.ts';
import { useSession, useSessionActor, useSessionApi } from './SessionContext.tsx';

/**
 * Saves part of the admin's settings. The change shows at once (the session is updated
 * before the call) and is rolled back with an error toast when the server refuses it.
 */
export function useUpdateAdminSettings(): (patch: Partial<AdminSettings>) => Promise<void> {
  const actor = useSessionActor();
  const api = useSessionApi();
  const settings = useSession((snapshot) => snapshot.context.admin?.settings ?? null);
  const { t } = useTranslation();
  return useCallback(
    async (patch) => {
      if (!settings) return;
      actor.send({ type: 'session.settingsChanged', settings: mergeAdminSettings(settings, patch) });
      try {
        const saved = await api.updateAdminSettings(patch);
        actor.send({ type: 'session.settingsChanged', settings: saved });
      } catch {
        actor.send({ type: 'session.settingsChanged', settings });
        showErrorToast(t('shell.settings.saveFailed'));
      }
    },
    [actor, api, settings, t],
  );
}
