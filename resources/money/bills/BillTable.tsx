import { useState } from 'react';
import { DataTable } from 'react-admin';
import type { Bill } from '../../../dataProvider/moneyWireTypes';
import { BillDetailDialog } from './BillDetailDialog';
import { billColumns, type BillColumn } from './billColumns';

interface BillTableProps {
  columns: readonly BillColumn[];
  testId: string;
  /** Staff read a bill; only its designer confirms or disputes it. */
  readOnly?: boolean;
}

/** The bills of the surrounding List; a row opens its detail dialog. */
export function BillTable({ columns, testId, readOnly = false }: BillTableProps) {
  const [open, setOpen] = useState<Bill | undefined>(undefined);
  return (
    <>
      <DataTable
        bulkActionButtons={false}
        rowClick={(_id, _resource, record) => {
          setOpen(record as Bill);
          return false;
        }}
        data-testid={testId}
      >
        {billColumns(columns)}
      </DataTable>
      {open && (
        <BillDetailDialog bill={open} readOnly={readOnly} onClose={() => setOpen(undefined)} />
      )}
    </>
  );
}
