import { useTranslate } from 'react-admin';
import type { QcReason } from '../../../src/domain/qcReasons';
import { useFormatters } from '../../../src/format/useFormatters';
import { usePermission } from '../../../src/session/usePermission';
import { WorkOrderDialog } from '../../tickets';
import { appealText, pinFigures } from './pinFigures';
import { useQcReasonTitle } from './useQcDictionary';

/**
 * The appeal of one returned reason: the work-order form prefilled with the order number, the
 * reason, the value at its pin and what the order asks; the designer edits it and sends it.
 */
export function QcAppealDialog(props: {
  taskId: string;
  orderNo: string;
  reason: QcReason;
  index: number;
  onClose: () => void;
}) {
  const { reason, orderNo } = props;
  const translate = useTranslate();
  const { decimal } = useFormatters();
  const reasonTitle = useQcReasonTitle();
  const canAdd = usePermission('ticket_add');
  if (!reason.measured || !canAdd) return null;
  const title = reasonTitle(reason);
  const text = reason.text.trim();
  const words = text ? translate('app.orders.qc.measured.appealReason', { title, text }) : title;
  const { subject, content } = appealText(
    orderNo,
    words,
    pinFigures(reason.measured, decimal, translate),
    translate,
  );
  return (
    <WorkOrderDialog
      open
      onClose={props.onClose}
      subject={subject}
      content={content}
      draft={`appeal:${props.taskId}:${props.index}`}
    />
  );
}
