import { useTranslate } from 'react-admin';
import type { NotificationEvent } from '../../dataProvider/notificationWireTypes';
import { useDentureTypes } from '../../src/dictionaries/useDentureTypes';
import { useFormatters } from '../../src/format/useFormatters';

/** An event in the reader's language, from its type and parameters (codes, not sentences). */
export function useNotificationSentence(): (event: NotificationEvent) => string {
  const translate = useTranslate();
  const formatters = useFormatters();
  const { labelOf } = useDentureTypes();
  return ({ type, params }) =>
    translate(`app.notifications.event.${type}`, {
      orderNo: params.orderNo ?? '',
      withdrawalNo: params.withdrawalNo ?? '',
      amount: formatters.moneyFen(Number(params.amountFen ?? 0), 'RMB'),
      month: formatters.month(params.month ?? ''),
      type: labelOf(params.dentureType ?? ''),
    });
}
