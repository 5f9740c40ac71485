import { DEFAULT_ADMIN_SETTINGS, mergeAdminSettings, type AdminSettings } from '../../../src/domain/adminSettings.ts';

/** Stored settings are JSON; anything missing (older rows) falls back to the defaults. */
export function parseSettings(json: string): AdminSettings {
  try {
    return mergeAdminSettings(DEFAULT_ADMIN_SETTINGS, JSON.parse(json) as Partial<AdminSettings>);
  } catch {
    return DEFAULT_ADMIN_SETTINGS;
  }
}
