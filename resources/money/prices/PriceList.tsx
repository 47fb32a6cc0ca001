import { Typography } from '@mui/material';
import { DataTable, List, SelectInput, SimpleList, TextField, useTranslate } from 'react-admin';
import { CardLines } from '../../../src/components/CardLines';
import { PhoneOrTable } from '../../../src/components/PhoneOrTable';
import { MoneyField } from '../../../src/components/MoneyField';
import { PageFrame } from '../../../src/components/PageFrame';
import { ServerDateField } from '../../../src/components/ServerDateField';
import { STAFF_ROLES } from '../../../src/domain/roles';
import { RequireRole } from '../../../src/layout/RequireRole';
import { LEVEL_CHOICES, LevelField, ProductField } from './priceFields';

const filters = [
  <SelectInput
    key="level"
    source="level"
    choices={LEVEL_CHOICES}
    translateChoice={false}
    alwaysOn
  />,
];

/** Staff: every price of the list, by product and level; a row opens its change and history. */
export function PriceList() {
  const translate = useTranslate();
  return (
    <RequireRole roles={STAFF_ROLES}>
      <PageFrame titleKey="app.money.prices.title">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.money.prices.hint')}
        </Typography>
        <List
          resource="prices"
          title="app.money.prices.title"
          filters={filters}
          perPage={50}
          exporter={false}
          actions={false}
        >
          <PhoneOrTable
            phone={
              <SimpleList
                rowClick="edit"
                data-testid="price-list"
                primaryText={<ProductField />}
                tertiaryText={<MoneyField source="unitPriceFen" unit="fen" />}
                secondaryText={
                  <CardLines
                    lines={[
                      ['resources.prices.fields.level', <LevelField />],
                      [
                        'resources.prices.fields.updateTime',
                        <ServerDateField source="updateTime" withTime />,
                      ],
                      ['resources.prices.fields.updatedBy', <TextField source="updatedBy" />],
                    ]}
                  />
                }
              />
            }
          >
            <DataTable bulkActionButtons={false} rowClick="edit" data-testid="price-list">
              <DataTable.Col source="productName" disableSort>
                <ProductField />
              </DataTable.Col>
              <DataTable.Col source="level" disableSort>
                <LevelField />
              </DataTable.Col>
              <DataTable.Col source="unitPrice" disableSort align="right">
                <MoneyField source="unitPriceFen" unit="fen" />
              </DataTable.Col>
              <DataTable.Col source="updateTime" disableSort>
                <ServerDateField source="updateTime" withTime />
              </DataTable.Col>
              <DataTable.Col source="updatedBy" disableSort field={TextField} />
            </DataTable>
          </PhoneOrTable>
        </List>
      </PageFrame>
    </RequireRole>
  );
}
