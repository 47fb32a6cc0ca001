/** Who may take orders (SPEC §6: a certified qualification and a signed contract). */
export interface Qualification {
  /** "0" not signed, "1" signing, "2" signed. */
  contractStatus: string;
  /** status "1" = passed. */
  certifications: readonly { dentureType: string; status: string }[];
}

export type GrabBlocker = 'not_certified' | 'contract_unsigned' | 'type_not_certified';

/**
 * Why this designer may not grab (an order of `dentureType`, when given), or undefined when
 * they may. Certification is checked first: it is the first step a newcomer takes.
 */
export function grabBlocker(
  designer: Qualification,
  dentureType?: string,
): GrabBlocker | undefined {
  const passed = designer.certifications.filter((item) => item.status === '1');
  if (passed.length === 0) return 'not_certified';
  if (designer.contractStatus !== '2') return 'contract_unsigned';
  if (dentureType && !passed.some((item) => item.dentureType === dentureType)) {
    return 'type_not_certified';
  }
  return undefined;
}
