import { useState } from 'react';
import { Tab, Tabs } from '@mui/material';
import { ListBase, Pagination, useTranslate } from 'react-admin';
import { DeductionTable } from '../../money';
import { TaskList } from '../tasks/TaskList';
import { PageFrame } from '../../../src/components/PageFrame';
import { PATHS } from '../../../src/routes/paths';

type SheetTab = 'orders' | 'deductions';

/** My design sheet (a cached route; a company member's only page): own orders and deductions. */
export function MyDesignSheetPage() {
  const translate = useTranslate();
  const [tab, setTab] = useState<SheetTab>('orders');
  return (
    <PageFrame titleKey={MyDesignSheetPage.titleKey}>
      <Tabs
        value={tab}
        onChange={(_, next: SheetTab) => setTab(next)}
        data-testid="my-design-sheet-tabs"
      >
        <Tab value="orders" label={translate('app.orders.sheet.orders')} />
        <Tab value="deductions" label={translate('app.orders.sheet.deductions')} />
      </Tabs>
      {tab === 'orders' ? (
        <TaskList syncWithLocation={false} />
      ) : (
        <ListBase
          resource="deductions"
          perPage={10}
          disableSyncWithLocation
          storeKey="designSheet.deductions"
        >
          <DeductionTable />
          <Pagination rowsPerPageOptions={[10, 20]} />
        </ListBase>
      )}
    </PageFrame>
  );
}

MyDesignSheetPage.path = PATHS.myDesignSheet;
MyDesignSheetPage.titleKey = 'app.chrome.route.my_design_sheet';
