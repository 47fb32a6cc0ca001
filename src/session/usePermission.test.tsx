// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../tests/unit/renderInAdmin';
import { IfPermitted, usePermission } from './usePermission';

function Probe({ code }: { code: string }) {
  return <span data-testid={`probe-${code}`}>{String(usePermission(code))}</span>;
}

function renderWith(permissions: Record<string, true>, children: React.ReactNode) {
  return renderInAdmin(children, { permissions, language: 'keys' });
}

describe('usePermission / IfPermitted', () => {
  it('grants the codes of the flattened button map and nothing else', async () => {
    renderWith(
      { ticket_add: true, workbench_grab: true },
      <>
        <Probe code="ticket_add" />
        <Probe code="points_adjust" />
      </>,
    );
    expect(await screen.findByText('true')).toHaveAttribute('data-testid', 'probe-ticket_add');
    expect(screen.getByTestId('probe-points_adjust')).toHaveTextContent('false');
  });

  it('shows the children only when permitted, else the fallback', async () => {
    renderWith(
      { mydesign_view: true },
      <>
        <IfPermitted code="mydesign_view">
          <button>view</button>
        </IfPermitted>
        <IfPermitted code="workbench_grab" fallback={<span>no grab</span>}>
          <button>grab</button>
        </IfPermitted>
      </>,
    );
    expect(await screen.findByRole('button', { name: 'view' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'grab' })).not.toBeInTheDocument();
    expect(screen.getByText('no grab')).toBeInTheDocument();
  });
});
