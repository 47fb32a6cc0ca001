// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaseFile, DesignTask, TaskFile } from '../../../dataProvider/wireTypes';
import type { Language } from '../../../i18n/languages';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';
import { holdDesignChecks } from './checkWorkers';
import type { DesignCheckRequest, DesignMaps, MeasuredReport } from './designCheckProtocol';
import { DesignChecksPanel } from './DesignChecksPanel';
import { measureDesign } from './measureDesign';

// The workers themselves run in the browser (bench:design-checks, design-checks.e2e.ts); here,
// what the panel shows while they measure and what it asks of them.
vi.mock('./measureDesign', () => ({ measureDesign: vi.fn() }));
vi.mock('./checkWorkers', () => ({ holdDesignChecks: vi.fn() }));

afterEach(cleanup);

const task = {
  id: 't1',
  teeth: [{ toothNo: 16, restorationType: 'crown', materialId: 'zirconia-3y' }],
} as unknown as DesignTask;
const cad = {
  id: 'f1',
  fileType: 'cad',
  originalName: 'crown.stl',
  link: '/api/blade-resource/oss/object/upload/k1/crown.stl',
  hashValue: 'h1',
} as TaskFile;
const antagonist = {
  id: 'c1',
  fileName: 'upper.stl',
  link: '/api/blade-resource/oss/object/case/k2/upper.stl',
  checkRole: 'antagonist',
} as CaseFile;
const picked = new File([new Uint8Array(84)], 'crown.stl');

const firstLook: DesignMaps = {
  thickness: new Float32Array([0.8, 0.8, 0.8]),
  thicknessWalls: new Uint8Array([0, 0, 1]),
  ids: new Uint32Array([0, 1, 2]),
};
const finalReport: MeasuredReport = {
  results: [],
  skipped: [],
  verdict: 'pass',
  maps: {
    ...firstLook,
    thickness: new Float32Array([0.8, 0.9, 1]),
    clearance: new Float32Array(3),
  },
};

let finish: (report: MeasuredReport) => void = () => {};
const release = vi.fn();

beforeEach(() => {
  release.mockReset();
  vi.mocked(holdDesignChecks).mockReturnValue({ ready: Promise.resolve(), release });
  vi.mocked(measureDesign).mockImplementation(
    (_request, _signal, onFirstLook) =>
      new Promise<MeasuredReport>((resolve) => {
        onFirstLook?.(firstLook);
        finish = resolve;
      }),
  );
});

const render = (language: Language) =>
  renderInAdmin(
    <DesignChecksPanel task={task} editable withMap localFiles={{ [cad.id]: picked }} />,
    {
      language,
      dataProvider: {
        getUploadedFiles: () => Promise.resolve([cad]),
        getCaseFiles: () => Promise.resolve([antagonist]),
      } as never,
    },
  );

const captions: Record<Language, string> = {
  zh: '初步结果，检查完成后显示完整颜色图',
  en: 'First look while the checks finish: the full map follows in a moment',
  tr: 'Kontroller sürerken ilk bakış: tam harita birazdan geliyor',
};

describe('DesignChecksPanel: measured before it is judged, a first look before the report', () => {
  it.each(['zh', 'en', 'tr'] as const)(
    'shows the first look while measuring, then the report, in %s',
    async (language) => {
      const { unmount } = render(language);
      const map = await screen.findByTestId('check-map');
      expect(map).toHaveAttribute('data-first-look', 'true');
      expect(screen.getByTestId('check-map-first-look')).toHaveTextContent(captions[language]);
      expect(screen.getByTestId('design-check-measuring')).toBeInTheDocument();
      // The first look offers what it has: the thickness, not yet the clearance.
      expect(screen.getByTestId('check-map-thickness')).toBeInTheDocument();
      expect(screen.queryByTestId('check-map-clearance')).toBeNull();

      finish(finalReport);
      await waitFor(() => expect(screen.queryByTestId('check-map-first-look')).toBeNull());
      expect(screen.getByTestId('check-map')).toHaveAttribute('data-first-look', 'false');
      expect(screen.getByTestId('check-map-clearance')).toBeInTheDocument();
      expect(screen.getByTestId('design-check-report')).toHaveAttribute('data-verdict', 'pass');
      unmount();
      expect(release).toHaveBeenCalledTimes(1);
    },
  );

  it('starts no workers ahead on the detail page: only the upload page prepares them', async () => {
    vi.mocked(holdDesignChecks).mockClear();
    vi.mocked(measureDesign).mockClear();
    renderInAdmin(<DesignChecksPanel task={task} editable />, {
      language: 'en',
      dataProvider: {
        getUploadedFiles: () => Promise.resolve([cad]),
        getCaseFiles: () => Promise.resolve([antagonist]),
      } as never,
    });
    await screen.findByTestId('design-check-measuring');
    expect(vi.mocked(measureDesign)).toHaveBeenCalled();
    expect(vi.mocked(holdDesignChecks)).not.toHaveBeenCalled();
  });

  it('gets the workers ready on the scans alone, and reads the file just uploaded from disk', async () => {
    render('en');
    await screen.findByTestId('check-map');
    const [held] = vi.mocked(holdDesignChecks).mock.calls.at(-1) as [DesignCheckRequest];
    expect(Object.keys(held.files)).toEqual(['antagonist']);
    expect(held.files.antagonist?.url).toBe(new URL(antagonist.link, window.location.href).href);
    const [request] = vi.mocked(measureDesign).mock.calls.at(-1) as [DesignCheckRequest];
    expect(request.files.design?.blob).toBe(picked);
    expect(request.files.design?.url).toBe(new URL(cad.link, window.location.href).href);
    expect(request.files.antagonist).toEqual(held.files.antagonist);
  });
});
