import type { Widen } from '../catalogType';
import type { prefsZh } from './zh';

export const prefsEn = {
  fullscreen: 'Full screen',
  exit_fullscreen: 'Exit full screen',
  lock: 'Lock screen',
  theme: {
    title: 'Change theme',
    default: 'Default theme',
    white: 'White theme',
    star: 'Starry theme',
    iview: 'iView theme',
    d2: 'D2 theme',
    hey: 'Hey theme',
  },
  color: {
    title: 'Theme color',
    swatch: 'Color %{color}',
    custom: 'Custom color',
    reset: 'Default color',
  },
  error_log: {
    title: 'Error log',
    open: 'Error log: %{count}',
    empty: 'No errors logged',
    time: 'Time',
    message: 'Message',
    url: 'Page address',
    stack: 'Stack trace',
    info: 'Details',
    show_details: 'Show details',
    upload: 'Upload to server',
    clear: 'Clear local log',
    confirm_title: 'Confirm',
    upload_confirm: 'Upload the local log to the server?',
    upload_done: 'Sent successfully!',
    clear_confirm: 'Clear the local error log?',
    clear_done: 'Cleared successfully!',
  },
} as const satisfies Widen<typeof prefsZh>;
