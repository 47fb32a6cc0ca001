// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification, type AuthProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { DesignTask, TaskFile } from '../../../dataProvider/wireTypes';
import { IfPermitted } from '../../../src/session/usePermission';
import { GrabButton } from '../shared/GrabButton';
import { SharedDesignerProfile, type DesignerProfile } from '../shared/sharedDesignerProfile';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';
import { TaskDetailActions } from './TaskDetailActions';
import { UploadPanel } from './UploadPanel';

const task = (status: DesignTask['status']): DesignTask => ({
  id: '7',
  orderNo: 'O7',
  taskNo: 'T7',
  patientName: '',
  productName: '',
  material: '',
  customerCode: '',
  unit: '',
  dentureType: '1',
  designCycle: 24,
  deadline: '',
  implantBrand: '',
  interfaceSize: '',
  isMailModel: '0',
  remark: '',
  fullCrownCount: 0,
  innerCrownCount: 0,
  isRework: '0',
  isGrab: '1',
  subDispatchStatus: '0',
  status,
  designerId: 'u1',
  subDesignerId: '',
  qcReasons: [],
  createTime: '',
  updateTime: '',
  subReceiveTime: '',
});

/** The profile reads the data provider answered (user detail and sub-accounts). */
let profileReads = 0;

function renderWith(
  permissions: Record<string, true>,
  children: React.ReactNode,
  uploaded: Partial<TaskFile>[] = [],
) {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => permissions,
    getIdentity: async () => ({ id: 'u1' }),
  };
  const dataProvider = {
    getUploadedFiles: async () => uploaded,
    getCadHistory: async () => [],
    getCaseFiles: async () => [],
    getUserDetail: async () => {
      profileReads += 1;
      return { id: 'u1', certifications: [], contractStatus: '2' };
    },
    getSubUsers: async () => {
      profileReads += 1;
      return [];
    },
    getOne: async () => ({ data: { id: 'u1' } }),
  } as unknown as DataProvider;
  return renderInAdmin(children, { authProvider, dataProvider, route: '/' });
}

afterEach(cleanup);

describe('task buttons follow the server permission tree', () => {
  it('shows submit and return to the holder granted task_submit and task_cancel', async () => {
    renderWith(
      { task_submit: true, task_cancel: true },
      <TaskDetailActions task={task('1')} userId={task('1').designerId} />,
    );
    expect(
      await screen.findByRole('button', { name: 'Submit for inspection' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return order' })).toBeInTheDocument();
  });

  it('hides submit when task_submit is not granted, and return without task_cancel', async () => {
    renderWith(
      { task_cancel: true },
      <TaskDetailActions task={task('1')} userId={task('1').designerId} />,
    );
    expect(await screen.findByRole('button', { name: 'Return order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for inspection' })).not.toBeInTheDocument();
    cleanup();
    renderWith(
      { task_submit: true },
      <TaskDetailActions task={task('1')} userId={task('1').designerId} />,
    );
    expect(
      await screen.findByRole('button', { name: 'Submit for inspection' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return order' })).not.toBeInTheDocument();
  });

  it('hides submit while a case flag waits for staff (the design clock is paused)', async () => {
    const flagged = {
      ...task('1'),
      flag: { code: 'missingScan', note: 'n', pins: [], flaggedAt: '2026-11-02 10:00:00' },
    } satisfies DesignTask;
    renderWith(
      { task_submit: true, task_cancel: true },
      <TaskDetailActions task={flagged} userId={flagged.designerId} />,
    );
    expect(await screen.findByRole('button', { name: 'Return order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for inspection' })).not.toBeInTheDocument();
  });

  it('hides the upload link without task_upload', async () => {
    renderWith({ task_upload: true }, <UploadPanel task={task('1')} userId="u1" staff={false} />);
    expect(await screen.findByTestId('upload-link')).toBeInTheDocument();
    cleanup();
    renderWith({ task_submit: true }, <UploadPanel task={task('1')} userId="u1" staff={false} />);
    await screen.findByTestId('upload-panel');
    expect(screen.queryByTestId('upload-link')).not.toBeInTheDocument();
  });

  it('hides the grab button without workbench_grab', async () => {
    renderWith({ workbench_grab: true }, <GrabButton task={task('0')} />);
    expect(await screen.findByRole('button', { name: 'Grab' })).toBeInTheDocument();
    cleanup();
    const sentinel = (
      <IfPermitted code="task_submit">
        <span>loaded</span>
      </IfPermitted>
    );
    renderWith(
      { task_submit: true },
      <>
        {sentinel}
        <GrabButton task={task('0')} />
      </>,
    );
    await screen.findByText('loaded');
    expect(screen.queryByRole('button', { name: 'Grab' })).not.toBeInTheDocument();
  });

  it("reads the designer's profile once per list: in one, each card's button uses the list's", async () => {
    const shared: DesignerProfile = {
      user: undefined,
      isPending: false,
      blocker: undefined,
      blockerFor: () => undefined,
      subUsers: [],
      isMainAccount: false,
      isSubAccount: false,
    };
    profileReads = 0;
    renderWith(
      { workbench_grab: true },
      <SharedDesignerProfile value={shared}>
        <GrabButton task={task('0')} />
        <GrabButton task={{ ...task('0'), id: '8' }} />
        <GrabButton task={{ ...task('0'), id: '9' }} />
      </SharedDesignerProfile>,
    );
    const buttons = await screen.findAllByRole('button', { name: 'Grab' });
    expect(buttons.map((button) => button.hasAttribute('disabled'))).toEqual([false, false, false]);
    expect(profileReads).toBe(0);
    cleanup();
    // Alone (the task detail), the button reads the profile itself.
    renderWith({ workbench_grab: true }, <GrabButton task={task('0')} />);
    await screen.findByRole('button', { name: 'Grab' });
    await waitFor(() => expect(profileReads).toBe(2));
  });
});

describe('the submit on the detail', () => {
  const submitButton = () => screen.findByRole('button', { name: 'Submit for inspection' });

  it('refuses at the click, before the dialog, while no CAD file is registered', async () => {
    renderWith(
      { task_submit: true },
      <>
        <TaskDetailActions task={task('1')} userId="u1" />
        <Notification />
      </>,
    );
    await waitFor(async () => expect(await submitButton()).toBeEnabled());
    await userEvent.click(await submitButton());
    expect(
      await screen.findByText('Upload the CAD design file before submitting'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Submit order O7 for QC?')).not.toBeInTheDocument();
  });

  it('opens the dialog once the CAD file is registered', async () => {
    const cad = { id: 'f1', taskId: '7', fileType: 'cad' as const, originalName: 'crown.obj' };
    renderWith({ task_submit: true }, <TaskDetailActions task={task('1')} userId="u1" />, [cad]);
    await waitFor(async () => expect(await submitButton()).toBeEnabled());
    await userEvent.click(await submitButton());
    expect(await screen.findByText('Submit order O7 for QC?')).toBeInTheDocument();
  });
});

describe('the grab button of a type the designer is not qualified for', () => {
  it('keeps its warning apart: side by side with a gap, wrapping below on a narrow screen', async () => {
    const shared: DesignerProfile = {
      user: undefined,
      isPending: false,
      blocker: undefined,
      blockerFor: () => 'type_not_certified',
      subUsers: [],
      isMainAccount: false,
      isSubAccount: false,
    };
    renderWith(
      { workbench_grab: true },
      <SharedDesignerProfile value={shared}>
        <GrabButton task={task('0')} />
      </SharedDesignerProfile>,
    );
    expect(await screen.findByRole('button', { name: 'Grab' })).toBeDisabled();
    const row = screen.getByTestId('grab-type-blocked').parentElement as HTMLElement;
    expect(row).toContainElement(screen.getByRole('button', { name: 'Grab' }));
    expect(getComputedStyle(row).gap).toBe('8px');
    expect(getComputedStyle(row).flexWrap).toBe('wrap');
  });

  it('says when the design would be due on the server clock, as the deadline reads (GMT+8)', async () => {
    const shared: DesignerProfile = {
      user: undefined,
      isPending: false,
      blocker: undefined,
      blockerFor: () => undefined,
      subUsers: [],
      isMainAccount: false,
      isSubAccount: false,
    };
    renderWith(
      { workbench_grab: true },
      <SharedDesignerProfile value={shared}>
        <GrabButton task={task('0')} />
      </SharedDesignerProfile>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Grab' }));
    expect(await screen.findByTestId('grab-deadline')).toHaveTextContent('GMT+8');
  });
});
