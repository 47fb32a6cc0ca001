import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Box, Button, DialogContentText } from '@mui/material';
import type { ButtonProps } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import { firstClickOnly } from './firstClickOnly';

interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick' | 'title' | 'content'> {
  /** The dialog's title, a translation key (with `titleOptions`). */
  title: string;
  titleOptions?: object;
  /** What the step does, shown before it is taken: a translation key or the facts themselves. */
  content: ReactNode;
  contentOptions?: object;
  /** Checked on the button's click: a problem is shown by the caller and no dialog opens. */
  precheck?: () => boolean;
  onConfirm(): void;
  /** The write is on its way: the dialog's confirm spins and cannot be clicked again. */
  pending?: boolean;
}

/**
 * A button for a step that cannot be undone (grab, submit for QC, a QC verdict, a qualification
 * decision, withdrawing a dispatch): it opens react-admin's Confirm with what will happen, and
 * the step runs only on its confirm, once (the second click of a double click is ignored).
 */
export function ConfirmButton(props: ConfirmButtonProps) {
  const { title, titleOptions, content, contentOptions, precheck, onConfirm, pending, ...button } =
    props;
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  // The dialog's description is what the step does: a screen reader says it with the title.
  const described = useId();
  return (
    <>
      <Button {...button} onClick={firstClickOnly(() => (precheck?.() ?? true) && setOpen(true))} />
      <Confirm
        isOpen={open}
        loading={pending}
        title={title}
        titleTranslateOptions={titleOptions}
        aria-describedby={described}
        content={
          typeof content === 'string' ? (
            <DialogContentText id={described}>
              {translate(content, contentOptions)}
            </DialogContentText>
          ) : (
            <Box id={described}>{content}</Box>
          )
        }
        onConfirm={firstClickOnly(() => {
          setOpen(false);
          onConfirm();
        })}
        // The second click of a double click on the button lands on the backdrop: not a "no".
        onClose={(event) => event.detail > 1 || setOpen(false)}
      />
    </>
  );
}
