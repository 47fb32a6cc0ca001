import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { Confirm, SaveButton, type SaveButtonProps } from 'react-admin';

export interface LargeChange {
  /** The dialog's title and what the change does: translation keys with their values. */
  title: string;
  content: ReactNode;
  options?: object;
}

interface ConfirmLargeSaveButtonProps extends Omit<SaveButtonProps, 'onClick'> {
  /** The change the form's values make, when it is large enough to ask first; else undefined. */
  largeChange(values: FieldValues): LargeChange | undefined;
}

/**
 * A form's save that asks before a large change (a staff desk's points, deduction or price):
 * the click opens a confirmation saying what will change, and its confirm saves. A small or
 * invalid change saves at once, so the form's own messages speak for a value out of bounds.
 */
export function ConfirmLargeSaveButton({ largeChange, ...save }: ConfirmLargeSaveButtonProps) {
  const form = useFormContext();
  const button = useRef<HTMLButtonElement>(null);
  const confirmed = useRef(false);
  const [asking, setAsking] = useState<LargeChange>();
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (confirmed.current) {
      confirmed.current = false;
      return;
    }
    const change = largeChange(form.getValues());
    if (!change) return;
    event.preventDefault();
    setAsking(change);
  };
  return (
    <>
      <SaveButton {...save} ref={button} onClick={onClick} />
      <Confirm
        isOpen={Boolean(asking)}
        title={asking?.title ?? ''}
        titleTranslateOptions={asking?.options}
        content={asking?.content}
        contentTranslateOptions={asking?.options}
        onConfirm={() => {
          setAsking(undefined);
          confirmed.current = true;
          button.current?.click();
        }}
        onClose={() => setAsking(undefined)}
      />
    </>
  );
}
