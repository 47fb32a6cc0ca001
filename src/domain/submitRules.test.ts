import { describe, expect, it } from 'vitest';
import { ruleText } from './ruleTexts';
import { needsDlpModel, submitProblem } from './submitRules';

const crown = { dentureType: '1', fullCrownCount: 2, innerCrownCount: 0 };
const abutment = { dentureType: '5', fullCrownCount: 0, innerCrownCount: 0 };
const counts = (full: string, inner: string) => ({ fullCrownCount: full, innerCrownCount: inner });
/** One CAD file and this many DLP models. */
const files = (dlp: number) => ({ cad: 1, dlp });

describe('submitProblem', () => {
  it('refuses a DLP slot with zero files (or three) when the product needs it, never otherwise', () => {
    expect(needsDlpModel(abutment)).toBe(true);
    expect(submitProblem(abutment, counts('0', '0'), files(0))).toBe('app.upload.rules.dlp_count');
    expect(submitProblem(abutment, counts('0', '0'), files(3))).toBe('app.upload.rules.dlp_count');
    expect(submitProblem(abutment, counts('0', '0'), files(1))).toBeUndefined();
    expect(submitProblem(abutment, counts('0', '0'), files(2))).toBeUndefined();
    expect(submitProblem(crown, counts('2', '0'), files(0))).toBeUndefined();
  });

  it('checks both crown counts first: whole numbers, above 0 where the order asks for them', () => {
    expect(submitProblem(crown, counts('0', '0'), files(0))).toBe(
      'app.upload.rules.crown_required',
    );
    expect(submitProblem(crown, counts('2', '-1'), files(0))).toBe('app.upload.rules.crown_number');
    expect(submitProblem(abutment, counts('x', '0'), files(0))).toBe(
      'app.upload.rules.crown_number',
    );
  });

  it('refuses first when no CAD file is registered, with the text the server sends', () => {
    expect(submitProblem(crown, counts('2', '0'), { cad: 0, dlp: 0 })).toBe(
      'app.upload.rules.cad_required',
    );
    expect(ruleText('app.upload.rules.cad_required')).toBe('请先上传CAD设计文件再提交');
  });
});
