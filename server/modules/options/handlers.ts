import { LANGUAGE_NAMES, LOCALES } from '../../../src/domain/languages.ts';
import { defineOperations } from '../../http/operation.ts';
import { readOption } from '../../core/options.ts';

export const TECHNICAL_WORK_SWITCHES = ['stopP2P', 'stopRegistration', 'stopTrade', 'stopTransactionConfirm', 'stopTransactions'] as const;
type TechnicalWork = Record<(typeof TECHNICAL_WORK_SWITCHES)[number], boolean>;

export const optionOperations = defineOperations({
  'GET Options/GetStatus': {
    kind: 'read',
    handle: async (_, ctx) => {
      const stored = (await readOption<TechnicalWork>(ctx.db, 'technicalWork')) ?? {};
      const technicalWork: TechnicalWork = {
        stopP2P: stored.stopP2P === true,
        stopRegistration: stored.stopRegistration === true,
        stopTrade: stored.stopTrade === true,
        stopTransactionConfirm: stored.stopTransactionConfirm === true,
        stopTransactions: stored.stopTransactions === true,
      };
      return {
        languageList: LOCALES.map((l) => LANGUAGE_NAMES[l].statusName),
        serverTime: ctx.now().toISOString(),
        version: ctx.config.version,
        technicalWork,
      };
    },
  },
});
