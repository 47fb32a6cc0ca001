import { describe, expect, it } from 'vitest';
import type { ContractRecord, FakeState, UserRecord } from '../store/state';
import { CONTRACT_VERSION, contractDocument, type ContractVersions } from './contractDocuments';
import { viewOf } from './contracts';

const OLDER = '2026.05';
const text = (title: string, body: string) => ({
  title,
  clauses: [['1', body]] as [string, string][],
});
/** Two kept versions, each in three languages. */
const VERSIONS: ContractVersions = {
  [OLDER]: {
    zh: text('旧版协议', '旧条款'),
    en: text('Older agreement', 'Older clause'),
    tr: text('Eski sözleşme', 'Eski madde'),
  },
  [CONTRACT_VERSION]: {
    zh: text('新版协议', '新条款'),
    en: text('Current agreement', 'Current clause'),
    tr: text('Güncel sözleşme', 'Güncel madde'),
  },
};
const PARTY = { name: 'Ayşe Demir', account: 'designer' };

describe('kept contract versions', () => {
  it('serves each version its own text in each language', () => {
    const older = contractDocument('tr', PARTY, OLDER, VERSIONS);
    expect(older).toMatchObject({ version: OLDER, language: 'tr', title: 'Eski sözleşme' });
    expect(older.clauses).toEqual([{ heading: '1', body: 'Eski madde' }]);
    expect(contractDocument('en', PARTY, CONTRACT_VERSION, VERSIONS)).toMatchObject({
      version: CONTRACT_VERSION,
      title: 'Current agreement',
    });
    // Signed before versions existed: the current text.
    expect(contractDocument('en', PARTY, '', VERSIONS).title).toBe('Current agreement');
  });

  it('shows a signature of the older version in that version, whatever the current one', () => {
    const user = { id: '7', account: 'designer', realName: PARTY.name, contractStatus: '2' };
    const contract: Partial<ContractRecord> = {
      userId: '7',
      status: '2',
      realName: PARTY.name,
      signedVersion: OLDER,
      signedLanguage: 'en',
    };
    const state = { contracts: [contract] } as unknown as FakeState;
    const view = viewOf(state, user as UserRecord, 'online', 'tr', VERSIONS);
    expect(view.document).toMatchObject({
      version: OLDER,
      language: 'en',
      title: 'Older agreement',
    });
    expect(view.document.clauses[0].body).toBe('Older clause');
    expect(view.html).toContain('Older clause');
  });
});
