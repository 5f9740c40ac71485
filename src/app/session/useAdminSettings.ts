import { useCallback } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { mergeAdminSettings, type AdminSettings } from '../../domain/adminSettings.ts';
import { showError } from '../../components/toasts.ts';
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
        void showError(t('shell.settings.saveFailed'));
      }
    },
    [actor, api, settings, t],
  );
}

/**
 * Saves part of the settings and waits for the server: the session (and every screen) shows the
 * change once it is stored; a refusal rejects and changes nothing. For saves whose caller reports
 * the outcome itself, e.g. a saved filter set, whose dialog stays open on failure.
 */
export function useSaveAdminSettings(): (patch: Partial<AdminSettings>) => Promise<void> {
  const actor = useSessionActor();
  const api = useSessionApi();
  return useCallback(
    async (patch) => {
      const saved = await api.updateAdminSettings(patch);
      actor.send({ type: 'session.settingsChanged', settings: saved });
    },
    [actor, api],
  );
}
