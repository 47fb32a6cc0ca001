import type { NotificationEvent } from '../../dataProvider/notificationWireTypes';
import { notificationTarget } from '../../src/domain/notifications';
import { PATHS, personalCenterPath, settlementPath, taskShowPath } from '../../src/routes/paths';

/** Where an event leads: its order, the grab pool, or the page of the withdrawal, qualification, contract or bill. */
export function notificationLink(event: NotificationEvent): string {
  switch (notificationTarget(event.type)) {
    case 'order':
      return taskShowPath(event.ref);
    case 'pool':
      // The workbench opens on its grab tab.
      return PATHS.workbench;
    case 'withdrawal':
      return settlementPath('withdrawal');
    case 'qualification':
      return PATHS.result;
    case 'contract':
      return personalCenterPath('5');
    case 'bill':
      return settlementPath('bill');
  }
}
