// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';
import { UploadPanel } from './UploadPanel';

const order = (status: DesignTask['status'], designerId: string) =>
  ({ id: '7', status, designerId, subDesignerId: '', subReceiveTime: '' }) as DesignTask;

const cad = { id: 'f1', originalName: 'crown.stl', link: '/f1', viewStlUrl: '', fileSize: 10 };

afterEach(cleanup);

describe('the uploaded files on the detail', () => {
  it('are not asked for on an order nobody holds, and no "cannot read" shows', async () => {
    const getUploadedFiles = vi.fn(async () => {
      throw new Error('403');
    });
    renderInAdmin(<UploadPanel task={order('0', '')} userId="u1" staff={false} />, {
      dataProvider: { getUploadedFiles } as never,
      permissions: { task_upload: true },
      route: '/',
    });
    // A holder's panel would show at once; give a refused read its time to land.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getUploadedFiles).not.toHaveBeenCalled();
    expect(screen.queryByTestId('upload-panel')).toBeNull();
    expect(screen.queryByText('The uploaded files cannot be read right now')).toBeNull();
  });

  it('are listed for the holder and for staff', async () => {
    const getUploadedFiles = vi.fn(async () => [cad]);
    const setup = { dataProvider: { getUploadedFiles } as never, route: '/' };
    renderInAdmin(<UploadPanel task={order('1', 'u1')} userId="u1" staff={false} />, setup);
    expect(await screen.findByText('crown.stl')).toBeTruthy();
    cleanup();
    renderInAdmin(<UploadPanel task={order('2', 'u1')} userId="s1" staff />, setup);
    expect(await screen.findByText('crown.stl')).toBeTruthy();
  });
});
