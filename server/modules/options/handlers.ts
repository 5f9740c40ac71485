import { LANGUAGE_NAMES, LOCALES } from '../../../src/domain/languages.ts';
import { defineOperations } from '../../http/operation.ts';

export const TECHNICAL_WORK_SWITCHES = ['stopP2P', 'stopRegistration', 'stopTrade', 'stopTransactionConfirm', 'stopTransactions'] as const;

export const optionOperations = defineOperations({
  'GET Options/GetStatus': {
    kind: 'read',
    handle: async (_, ctx) => {
      const row = await ctx.db.selectFrom('system_options').select('value').where('key', '=', 'technicalWork').executeTakeFirst();
      const stored = row ? (JSON.parse(row.value) as Record<string, boolean>) : {};
      return {
        languageList: LOCALES.map((l) => LANGUAGE_NAMES[l].statusName),
        serverTime: ctx.now().toISOString(),
        version: ctx.config.version,
        technicalWork: Object.fromEntries(TECHNICAL_WORK_SWITCHES.map((k) => [k, stored[k] === true])),
      };
    },
  },
});
