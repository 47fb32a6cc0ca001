import type { Widen } from '../../catalogType';
import type { caseFlagZh } from './zh';

export const caseFlagEn = {
  action: 'Flag as incomplete',
  dialog_title: 'Flag order %{orderNo} as incomplete',
  hint: 'Possible within %{hours} hours of the grab. The design clock stops until staff answer; then the deadline moves later by the time it stood still.',
  pool_hint:
    'Flagging from the grab pool grabs the order for you with its design clock stopped at once, until staff answer.',
  code: 'Problem',
  note: 'Note',
  submit: 'Send the flag',
  close: 'Cancel',
  place_pins: 'Pins on the scan (%{count})',
  clear_pins: 'Clear the pins',
  show_pins: 'Show the pins on the scan (%{count})',
  no_scans: 'This order has no scan to show',
  codes: {
    missingScan: 'Missing scan',
    noAntagonist: 'No antagonist',
    unreadableMargin: 'Unreadable margin',
    unclearRequest: 'Unclear request',
  },
  panel_title: 'Incomplete case',
  paused: 'Paused: waiting for staff',
  countdown_paused: 'Paused · %{time} left',
  flagged_at: 'Flagged at %{time}',
  answered: 'Staff answered: %{answer}',
  answered_at: 'Answered at %{time}',
  answers: {
    completed: 'Case completed by the customer',
    proceed: 'Proceed as is',
  },
  answer_note: 'Note to the designer',
  answer_confirm: {
    title: 'Answer the flag of order %{orderNo}: “%{answer}”?',
    completed:
      'The design clock runs again at once, its deadline moved later by the time it stood still, and the designer is told.',
    proceed:
      'The design clock runs again at once, its deadline moved later by the time it stood still, and the designer is told; a later fail or return of this order costs the designer no points and does not count against their first-pass rate.',
  },
  done: {
    flag: 'Flagged as incomplete: the design clock is paused',
    answer: 'Answered: the design clock runs again',
  },
  queue: {
    title: 'Incomplete cases waiting for an answer',
    empty: 'No flag waits for an answer',
  },
  error: {
    code: 'Choose the problem',
    note: 'Write a note',
    note_too_long: 'The note may not exceed 500 characters',
    pins: 'A pin is not a valid point',
    answer: 'Choose an answer',
  },
} as const satisfies Widen<typeof caseFlagZh>;
