// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchTemplateKey, SERVER_MESSAGES_NS } from '../../src/components/translateMessage.ts';
import { ERROR_DEFINITIONS } from '../../src/domain/errors.ts';
import { feeRemovalFailedMessage } from '../../src/domain/marketplace.ts';
import { actionFailedMessage, v1FailedMessage } from '../../src/domain/traders.ts';
import { SERVER_MESSAGE_ORIGINS } from './serverMessageOrigins.ts';
import { domainMessages, scanServerMessages } from './serverMessageScan.ts';

/**
 * Every error message the server can answer has a translation: a key in serverMessages (or in
 * another namespace that already translates it) for a fixed sentence, a `{{placeholder}}` key of
 * serverMessages for a sentence the server fills in. The toast looks the sentence up as a key
 * (src/components/translateMessage.ts), so a sentence without one reaches a Russian admin in English.
 */

const LOCALES_DIR = fileURLToPath(new URL('../../locales/en', import.meta.url));
const enFile = (namespace: string) => JSON.parse(readFileSync(join(LOCALES_DIR, `${namespace}.json`), 'utf8')) as Record<string, unknown>;

/** Top-level keys of every en namespace: what `translateMessage` finds with separators off. */
const sentenceKeys = new Set(
  readdirSync(LOCALES_DIR)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => Object.entries(enFile(file.replace(/\.json$/, ''))))
    .filter(([, value]) => typeof value === 'string')
    .map(([key]) => key),
);
const templateKeys = Object.keys(enFile(SERVER_MESSAGES_NS)).filter((key) => key.includes('{{'));

const domainModules = import.meta.glob<Record<string, unknown>>(['../../src/domain/*.ts', '!../../src/domain/*.test.ts'], { eager: true });
const tables = Object.fromEntries(
  Object.values(domainModules).flatMap((module) => Object.entries(module).filter(([name]) => /_MESSAGES$/.test(name))),
) as Record<string, Record<string, unknown>>;

const scan = scanServerMessages(SERVER_MESSAGE_ORIGINS, tables);
const messages = new Set([...scan.messages, ...domainMessages(domainModules), ...Object.values(ERROR_DEFINITIONS).map((definition) => definition.message)]);

/**
 * The values a template's holes take in the tests; a hole not listed gets an id list. Where the
 * words inside a hole change the sentence (a subject, an action), every value is listed so each
 * sentence has its own key.
 */
const SAMPLES: Record<string, string[][]> = {
  'Status ${} does not allow this ${} to be ${}': [['Completed'], ['transaction', 'exchange order'], ['confirmed', 'completed', 'cancelled']],
  'The ${} fee is not set': [['deposit', 'withdrawal']],
  'In locale ${} - Body is empty': [['et']],
  'In locale ${} - Subject is empty': [['et']],
  'The ${} report has no filter ${}': [['users'], ['colour']],
};

/** Templates deliberately left untranslated, each with why. None today: keep it that way if you can. */
const EXCLUDED: Record<string, string> = {};

function instances(template: string): string[] {
  const holes = template.split('${}').length - 1;
  const values = SAMPLES[template] ?? Array.from({ length: holes }, () => ['4, 9']);
  let out = [template];
  for (const choices of values) out = out.flatMap((text) => choices.map((value) => text.replace('${}', value)));
  return out;
}

describe('server messages have translations', () => {
  it('finds the messages of the error helpers, the *_MESSAGES constants, the contract and ERROR_DEFINITIONS', () => {
    // a few the scan must see, one per way of being written
    expect([...messages]).toEqual(
      expect.arrayContaining([
        'Store not found', // MARKETPLACE_MESSAGES
        'The invoice is closed: its status cannot be changed',
        'Limits can not equals zero', // a domain rule's { message } (origins table)
        'Unknown time zone', // x-error-message of the contract
        'Too many failed sign-in attempts. Try again in {{minutes}} minutes', // ERROR_DEFINITIONS
        'Transactions in this currency are disabled', // v1 result.Error of an admin deposit
        'Only the trade\'s arbitrator can resolve it', // ARBITRATION_REFUSALS
      ]),
    );
    expect(messages.size).toBeGreaterThan(200);
    // invalid(path, message): the path is never taken for the message
    expect([...messages].filter((text) => text.startsWith('/'))).toEqual([]);
  });

  it('reduces every message argument to text or to a listed origin', () => {
    expect(scan.unresolved, 'message arguments the scan cannot read: add their origin to serverMessageOrigins.ts').toEqual([]);
    expect(scan.unusedOrigins, 'origins that match no call site any more').toEqual([]);
  });

  it('has a key for every fixed sentence', () => {
    expect([...messages].filter((text) => !sentenceKeys.has(text)).sort()).toEqual([]);
  });

  it('has a {{placeholder}} key for every sentence the server fills in', () => {
    const templates = [...scan.templates.keys()].filter((template) => !(template in EXCLUDED));
    expect(templates.length).toBeGreaterThan(10);
    const untranslated = templates.flatMap(instances).filter((text) => !sentenceKeys.has(text) && !matchTemplateKey(text, templateKeys));
    expect(untranslated).toEqual([]);
    expect(Object.keys(EXCLUDED).filter((template) => !scan.templates.has(template)), 'stale exclusions').toEqual([]);
  });

  it('has a key for every v1 failure sentence the console composes around the server text', () => {
    const error = 'Store not found';
    const composed = [
      ...(['transaction', 'exchange order'] as const).flatMap((subject) =>
        (['confirm', 'complete', 'cancel'] as const).map((action) => actionFailedMessage(subject, action, error)),
      ),
      ...(['requisite', 'device'] as const).flatMap((subject) => (['edited', 'deleted'] as const).map((verb) => v1FailedMessage(subject, verb, error))),
      feeRemovalFailedMessage(error),
    ];
    expect(composed.filter((text) => matchTemplateKey(text, templateKeys)?.params.error !== error)).toEqual([]);
  });
});
