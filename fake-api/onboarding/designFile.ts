import type { CertificationSubmission } from '../../dataProvider/onboardingWireTypes';
import type { FakeApiContext } from '../context';
import type { OnboardingMessage } from '../messages/onboardingMessages';
import { grantOf, keyOfLink } from '../storage/objectGrants';

type DesignFile = Pick<CertificationSubmission, 'fileLink' | 'fileSize' | 'hashValue'>;

/**
 * Issue 36: a qualification's test design names an object the server issued to this designer
 * for the qualification (FrontEndAS asked without an order), stored whole and holding what its
 * hash says, as addTaskFile checks a delivery. Answers the object key, or the refusal.
 */
export async function checkDesignFile(
  context: FakeApiContext,
  userId: string,
  file: DesignFile,
): Promise<{ key: string } | { refusal: OnboardingMessage }> {
  const key = keyOfLink(file.fileLink);
  const grant = key ? grantOf(context.store.state(), key, userId) : undefined;
  // Keys asked for an order belong to that order's delivery, never to a qualification.
  if (!key || !grant || grant.source !== 'upload' || grant.taskId) {
    return { refusal: 'fileNotIssued' };
  }
  const stored = await context.storage?.digestObject(key);
  if (!stored || stored.size !== file.fileSize) return { refusal: 'fileNotUploaded' };
  if (stored.sha256 !== file.hashValue) return { refusal: 'fileHashMismatch' };
  return { key };
}
