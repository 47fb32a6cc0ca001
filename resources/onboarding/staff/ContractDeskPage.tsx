import { STAFF_ROLES } from '../../../src/domain/roles';
import { PATHS } from '../../../src/routes/paths';
import { SignedContractList } from './SignedContractList';
import { StaffDesk, type StaffDeskConfig } from './StaffDesk';

const D = 'app.onboarding.desk';

/**
 * Staff: paper contracts in signing, oldest first; confirm receipt or send back with a reason. Below,
 * the contracts signed online, each with its signed copy.
 */
const CONTRACT_DESK: StaffDeskConfig = {
  resource: 'contractDesk',
  titleKey: 'app.onboarding.route.contract_desk',
  roles: STAFF_ROLES,
  permission: 'staff_contracts_confirm',
  columns: [
    { source: 'account', label: `${D}.account` },
    { source: 'realName', label: `${D}.real_name` },
    { source: 'trackNum', label: `${D}.track_num` },
    { source: 'submitTime', label: `${D}.submitted`, time: true },
  ],
  keys: {
    approve: `${D}.confirm`,
    reject: `${D}.send_back`,
    reason: `${D}.reason`,
    done: `${D}.done`,
    confirmTitle: `${D}.confirm_title`,
    confirmNote: `${D}.confirm_note`,
  },
  move: (dataProvider, record, verdict, reason) =>
    dataProvider.moveContract(
      String(record.userId ?? ''),
      verdict === 'approve' ? 'confirm' : 'sendBack',
      reason,
    ),
};

export function ContractDeskPage() {
  return (
    <StaffDesk desk={CONTRACT_DESK}>
      <SignedContractList />
    </StaffDesk>
  );
}

ContractDeskPage.path = PATHS.contractDesk;
ContractDeskPage.titleKey = CONTRACT_DESK.titleKey;
