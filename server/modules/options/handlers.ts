import { LANGUAGE_NAMES, LOCALES } from '../../../src/domain/languages.ts';
import { defineOperations } from '../../http/operation.ts';
import { readTechnicalWork, updateTechnicalWork } from './service.ts';

export const optionOperations = defineOperations({
  'GET Options/GetStatus': {
    kind: 'read',
    handle: async (_, ctx) => ({
      languageList: LOCALES.map((l) => LANGUAGE_NAMES[l].statusName),
      serverTime: ctx.now().toISOString(),
      version: ctx.config.version,
      technicalWork: await readTechnicalWork(ctx.db),
    }),
  },
  'POST Options/UpdateTechnicalWork': { kind: 'write', handle: ({ body }, ctx) => updateTechnicalWork(ctx, body) },
});
