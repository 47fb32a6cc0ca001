import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { BankBranch } from '../../../dataProvider/profileWireTypes';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { profileQueries } from '../queries';

/** Search-as-you-type over GET /api/cl_bank_inter_number/page; picking fills the bank fields. */
export function BranchSearch({ onPick }: { onPick: (branch: BankBranch) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [keyword, setKeyword] = useState('');
  const { data = [], isFetching } = useQuery({
    ...profileQueries.bankBranches(dataProvider, keyword),
    enabled: keyword.trim().length > 0,
    placeholderData: (previous) => previous,
  });
  return (
    <Autocomplete<BankBranch>
      id="field-branchSearch"
      options={data}
      loading={isFetching}
      filterOptions={(options) => options}
      getOptionLabel={(branch) => `${branch.branchName} ${branch.interNumber}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input') setKeyword(value);
      }}
      onChange={(_event, branch) => {
        if (branch) onPick(branch);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('app.profile.payment.joint_search')}
          margin="dense"
        />
      )}
    />
  );
}
