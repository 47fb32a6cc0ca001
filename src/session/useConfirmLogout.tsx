import { useState } from 'react';
import { Confirm, useLogout } from 'react-admin';

/** Logout always asks first (SPEC §8: 退出系统, 是否继续？); `onDismiss` runs when the user says no. */
export function useConfirmLogout(onDismiss?: () => void) {
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const dialog = (
    <Confirm
      isOpen={open}
      title="app.auth.logout_title"
      content="app.auth.logout_confirm"
      onConfirm={() => {
        setOpen(false);
        void logout();
      }}
      onClose={() => {
        setOpen(false);
        onDismiss?.();
      }}
    />
  );
  return { askLogout: () => setOpen(true), logoutDialog: dialog };
}
