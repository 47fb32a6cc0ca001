import type {
  CertificationAttempt,
  CertificationType,
} from '../../dataProvider/onboardingWireTypes';
import type { DictRecord, FakeState, UserRecord } from '../store/state';
import { testCaseOf } from './testCases';

export function attemptsOf(state: FakeState): CertificationAttempt[] {
  state.certificationAttempts ??= [];
  return state.certificationAttempts;
}

/** The newest attempt of a designer at a type (attempts are kept in submit order). */
export function latestAttempt(
  state: FakeState,
  userId: string,
  dentureType: string,
): CertificationAttempt | undefined {
  return attemptsOf(state)
    .filter((attempt) => attempt.userId === userId && attempt.dentureType === dentureType)
    .at(-1);
}

/** The denture types of the dictionary, in their order. */
export function dentureTypes(state: FakeState): DictRecord[] {
  const root = state.dictionaries.find((d) => d.code === 'denture_type' && d.parentId === '0');
  return state.dictionaries
    .filter((d) => root && d.parentId === root.id)
    .sort((a, b) => a.sort - b.sort);
}

/** user.certifications (the grab gate's view): the latest attempt's status per type. */
export function syncCertifications(state: FakeState, user: UserRecord): void {
  user.certifications = dentureTypes(state).flatMap((type) => {
    const latest = latestAttempt(state, user.id, type.dictKey);
    return latest ? [{ dentureType: type.dictKey, status: latest.status }] : [];
  });
}

export function typeStandings(state: FakeState, user: UserRecord): CertificationType[] {
  return dentureTypes(state).map((type) => {
    const latest = latestAttempt(state, user.id, type.dictKey);
    return {
      dentureType: type.dictKey,
      status: latest?.status ?? '',
      reasonCode: latest?.status === '2' ? latest.reasonCode : '',
      reason: latest?.status === '2' ? latest.reason : '',
      attempts: attemptsOf(state).filter(
        (attempt) => attempt.userId === user.id && attempt.dentureType === type.dictKey,
      ).length,
      testCase: testCaseOf(type.dictKey),
    };
  });
}
