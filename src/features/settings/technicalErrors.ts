import { ApiError, errorFacts } from '../../api/apiError.ts';
import { errorText } from '../../components/errorText.ts';
import { translateMessage } from '../../components/translateMessage.ts';
import { TECHNICAL_SETTINGS_MESSAGES, TECHNICAL_SETTINGS_REASONS } from '../../domain/technicalSettings.ts';

export type TechnicalRule = keyof typeof TECHNICAL_SETTINGS_MESSAGES;

const RULE_BY_REASON = new Map<string, TechnicalRule>(
  Object.entries(TECHNICAL_SETTINGS_REASONS).map(([rule, reason]) => [reason, rule as TechnicalRule]),
);

/** A rule's sentence in the admin's language (the en sentence is its key in the technicalSettings namespace). */
export function ruleText(rule: TechnicalRule): string {
  return translateMessage(TECHNICAL_SETTINGS_MESSAGES[rule], { ns: 'technicalSettings' });
}

/** What went wrong with a form: the field it concerns (when known) and the text to show. */
export interface FormProblem {
  field: string | null;
  text: string;
}

/**
 * A refused save as the form shows it: a rule of Settings › Technical by its `reason` (never by the
 * English text), at the field the server named; anything else in the words of the generic error text.
 */
export function technicalProblemOf(error: unknown): FormProblem {
  const rule = RULE_BY_REASON.get(errorFacts(error).reason);
  const path = error instanceof ApiError ? error.details[0]?.path : undefined;
  const field = path ? path.replace(/^\//, '').split('/')[0] ?? null : null;
  return rule ? { field, text: ruleText(rule) } : { field: null, text: errorText(error) };
}
