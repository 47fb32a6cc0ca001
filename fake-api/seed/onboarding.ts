import type { CertificationAttempt } from '../../dataProvider/onboardingWireTypes';
import { md5Hex } from '../http/format';
import { syncCertifications } from '../onboarding/attempts';
import { testCaseOf } from '../onboarding/testCases';
import type { ContractRecord, FakeState, UserRecord } from '../store/state';
import type { SeedContext } from './context';

/** Third-party applicants awaiting the administrator (README, demo accounts). */
const APPLICANTS = [
  { account: 'applicant1', password: 'Applicant1', name: '申请人一号', phone: '13800000091' },
  { account: 'applicant2', password: 'Applicant2', name: '申请人二号', phone: '13800000092' },
];

/**
 * Qualification attempts behind each seeded user's certifications (passed ones, designer's
 * failed framework), one attempt under review (designer, veneer), contracts behind each
 * contract status, and pending registrations. Runs last, so earlier seed ids do not move.
 */
export function seedOnboarding(context: SeedContext, state: FakeState): void {
  const attempts: CertificationAttempt[] = [];
  for (const user of state.users.filter((candidate) => candidate.roleAlias === 'designer')) {
    attempts.push(...reviewedAttempts(context, state, user));
  }
  const designer = state.users.find((user) => user.account === 'designer');
  if (designer) attempts.push(attemptOf(context, designer, '4', context.daysAgo(2)));
  state.certificationAttempts = attempts;
  for (const user of state.users)
    if (user.roleAlias === 'designer') syncCertifications(state, user);

  state.contracts = state.users
    .filter((user) => user.roleAlias === 'designer' && user.contractStatus !== '0')
    .map((user) => contractOf(context, user));
  for (const contract of state.contracts) {
    const user = state.users.find((candidate) => candidate.id === contract.userId);
    if (user) user.trackNum = contract.trackNum;
  }

  APPLICANTS.forEach((applicant, index) =>
    state.users.push(applicantOf(context, state, applicant, 2 - index)),
  );
}

/** The reviewed attempts behind a seeded user's certifications (passed, or failed on margins). */
export function reviewedAttempts(
  context: SeedContext,
  state: FakeState,
  user: UserRecord,
): CertificationAttempt[] {
  const support = state.users.find((candidate) => candidate.roleAlias === 'customer_service');
  return user.certifications.map((certification, index) => {
    const submitted = context.daysAgo(200 - index * 10);
    return {
      ...attemptOf(context, user, certification.dentureType, submitted),
      status: certification.status,
      reasonCode: certification.status === '2' ? 'margin' : '',
      reason: '',
      reviewerName: support?.name ?? '',
      reviewTime: context.format(submitted + 86_400_000),
    };
  });
}

function attemptOf(
  context: SeedContext,
  user: UserRecord,
  dentureType: string,
  submitted: number,
): CertificationAttempt {
  return {
    id: context.nextId(submitted),
    userId: user.id,
    account: user.account,
    designerName: user.name,
    dentureType,
    software: 'exocad',
    softwareVersion: '3.1 Rijeka',
    years: 3,
    fileName: `design-${user.account}-${dentureType}.stl`,
    fileLink: '/oss/demo/crown.stl',
    hashValue: md5Hex(`${user.account}-${dentureType}-${submitted}`),
    fileSize: 0,
    testCase: testCaseOf(dentureType),
    status: '0',
    reasonCode: '',
    reason: '',
    reviewerName: '',
    submitTime: context.format(submitted),
    reviewTime: '',
  };
}

export function contractOf(context: SeedContext, user: UserRecord): ContractRecord {
  const paper = user.contractStatus === '1';
  const submitted = context.daysAgo(paper ? 3 : 150);
  return {
    userId: user.id,
    status: user.contractStatus,
    realName: user.realName,
    idKind: 'resident',
    idNumber: '11010519491231002X',
    signedName: paper ? '' : user.realName,
    signTime: paper ? '' : context.format(submitted),
    trackNum: paper ? user.trackNum || 'SF1234567890' : user.trackNum,
    reason: '',
    submitTime: context.format(submitted),
    // Signed before the agreement had versions and languages: it reads in the caller's language.
    signedVersion: '',
    signedLanguage: '',
  };
}

function applicantOf(
  context: SeedContext,
  state: FakeState,
  applicant: (typeof APPLICANTS)[number],
  daysAgo: number,
): UserRecord {
  const template = state.users.find((user) => user.account === 'newbie1');
  if (!template) throw new Error('seed: no newbie1 to copy');
  const created = context.daysAgo(daysAgo);
  return {
    ...template,
    id: context.nextId(created),
    account: applicant.account,
    password: md5Hex(applicant.password),
    name: applicant.name,
    realName: applicant.name,
    phone: applicant.phone,
    email: `${applicant.account}@example.com`,
    status: '0',
    invitedBy: '',
    certifications: [],
    createTime: context.format(created),
    lastLoginTime: '',
  };
}
