import { needsDlpModel } from '../../../src/domain/submitRules';

/** What a slot asks of this order when its type decides it, and the words that say why. */
export interface SlotRequirement {
  required: boolean;
  hintKey: string;
  hintOptions: Record<string, string>;
}

/**
 * The DLP models: required for the types whose delivery includes printed models (the submit's
 * rule, src/domain/submitRules.ts), optional for the rest; the hint names the order's type.
 */
export function dlpRequirement(task: { dentureType: string }, typeLabel: string): SlotRequirement {
  const required = needsDlpModel(task);
  return {
    required,
    hintKey: required ? 'app.upload.hints.dlp_needed' : 'app.upload.hints.dlp_optional',
    hintOptions: { type: typeLabel },
  };
}
