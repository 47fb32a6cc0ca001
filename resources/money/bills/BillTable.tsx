import { useState } from 'react';
import { DataTable, SimpleList } from 'react-admin';
import type { Bill } from '../../../dataProvider/moneyWireTypes';
import { PhoneOrTable } from '../../../src/components/PhoneOrTable';
import { BillDetailDialog } from './BillDetailDialog';
import { BillCardAmounts, BillCardTitle } from './BillCardText';
import { billColumns, type BillColumn } from './billColumns';

interface BillTableProps {
  columns: readonly BillColumn[];
  testId: string;
  /** Staff read a bill; only its designer confirms or disputes it. */
  readOnly?: boolean;
}

/** The bills of the surrounding List (a SimpleList on a phone); a row opens its detail dialog. */
export function BillTable({ columns, testId, readOnly = false }: BillTableProps) {
  const [open, setOpen] = useState<Bill | undefined>(undefined);
  const openRow = (_id: unknown, _resource: unknown, record: unknown) => {
    setOpen(record as Bill);
    return false as const;
  };
  return (
    <>
      <PhoneOrTable
        phone={
          <SimpleList<Bill>
            rowClick={openRow}
            primaryText={(bill) => <BillCardTitle name={bill.name} />}
            secondaryText={<BillCardAmounts />}
            data-testid={testId}
          />
        }
      >
        <DataTable bulkActionButtons={false} rowClick={openRow} data-testid={testId}>
          {billColumns(columns)}
        </DataTable>
      </PhoneOrTable>
      {open && (
        <BillDetailDialog bill={open} readOnly={readOnly} onClose={() => setOpen(undefined)} />
      )}
    </>
  );
}
