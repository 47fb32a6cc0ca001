import type { Widen } from '../catalogType';
import type { dashboardResourcesZh, dashboardZh } from './zh';

export const dashboardEn = {
  route: {
    score_policy: 'Score policy',
    points_adjust: 'Points adjustment',
    staff_home: 'Staff desk',
  },
  staff: {
    queues: {
      qc: 'Awaiting inspection',
      certifications: 'Qualifications to review',
      contracts: 'Paper contracts to receive',
      withdrawals: 'Withdrawals to review',
      tickets: 'Open work orders',
      registrations: 'Registrations to approve',
    },
    empty: 'Nothing waiting',
    oldest: 'Oldest waiting for %{age}',
    age_days: '%{days} d %{hours} h',
    age_hours: '%{hours} h %{minutes} min',
    age_minutes: '%{minutes} min',
  },
  cards: {
    income: "This month's income",
    gross: 'Gross',
    tax: 'Tax',
    net: 'Net',
    orders: 'Orders by state',
    rates: 'Delivery quality',
    on_time_rate: 'On-time rate',
    first_pass_rate: 'First-pass QC rate',
    no_data: 'No data yet',
    level: 'Points and level',
    tickets: 'Work-order news',
    tickets_unread: '%{smart_count} unread reply |||| %{smart_count} unread replies',
    tickets_none: 'No unread work-order replies',
    onboarding: 'Getting started',
    income_chart: 'Income, last 12 months',
    orders_chart: 'Orders submitted, last 12 weeks',
    percent: '%{value}%',
    state_count: '%{state} %{count}',
    open: 'Open',
    ranking: 'Earnings ranking',
    ranking_place: '%{month}: number %{rank} of %{of}',
    ranking_gap: '%{gap} behind the next place',
    ranking_first: 'First place',
    ranking_none: 'No ranked month yet',
  },
  level: {
    current: 'Level %{level} · %{points} points',
    top: 'You are at the top level',
    to_next: '%{missing} points to level %{level}',
    what_if:
      '%{smart_count} more on-time day and no rework this month reach level %{level} |||| %{smart_count} more on-time days and no rework this month reach level %{level}',
    what_if_far: 'Deliver on time and avoid rework to climb to level %{level}',
    run: '%{smart_count} on-time day in a row |||| %{smart_count} on-time days in a row',
    month_cap: '%{earned} / %{cap} points earned this month',
    in_progress: 'Orders in progress %{count} / %{max}',
    policy: 'Score policy',
    ledger: 'Points history',
  },
  onboarding: {
    certified: 'Pass a qualification',
    contract: 'Sign the contract',
    payment: 'Add payment information',
    done: 'Done',
    todo: 'Do it now',
  },
  ledger: {
    title: 'Points history',
    month: 'Month',
    all_months: 'All months',
    capped: '(monthly cap; was %{uncapped} points)',
    rule: {
      run7: '7 on-time days in a row',
      run15: '15 on-time days in a row',
      rework: 'Rework order',
      reworkExcused: 'Rework order (excused)',
      selfRefunds: '10 orders returned this month',
      adjustment: 'Adjusted by staff',
    },
    verdict: {
      fail: 'Failed by quality inspection',
      return: 'Returned by quality inspection',
    },
  },
  policy: {
    intro:
      'Points reflect how punctually and how well you deliver. Your level follows your points and sets how many orders you may hold at once.',
    day: 'An "on-time day" is a calendar day (China time) on which you submitted at least one order before its deadline. Days are in a row when no day is missing; a new month does not break a run.',
    run7: '7 on-time days in a row: +%{award} points (a base of 1 plus 2).',
    run15:
      '15 on-time days in a row: +%{award} more on that base (7 in all), then a new run starts.',
    cap: 'Runs earn at most %{cap} points per calendar month (staff adjustments and losses are outside the cap).',
    rework:
      'Each submission failed or returned by quality inspection: -%{loss} points; a fail and the return that sends the same submission to rework cost once. A return after staff answered your case flag "proceed as is" costs nothing and shows in the history at 0.',
    refunds:
      '%{threshold} or more orders returned by you in one calendar month: -%{loss} points, once a month.',
    adjustment:
      'An administrator may adjust points, always with a reason, which shows in your points history.',
    levels: 'Level standards',
    level_col: 'Level',
    min_points_col: 'From points',
    max_in_progress_col: 'Orders at once',
  },
  notices: {
    empty: 'No notices',
    unread: 'Unread',
    read: 'Read',
  },
  practice: {
    intro:
      'Practice cases earn no points and no income: use them to get to know the 3D viewer and the workflow.',
    open: 'Open in the 3D viewer',
    files: '%{smart_count} file: %{names} |||| %{smart_count} files: %{names}',
  },
  adjust: {
    designer: 'Designer',
    search: 'Search account',
    amount: 'Points (+/-)',
    reason: 'Reason',
    submit: 'Adjust',
    pick: 'Pick a designer in the list first',
    amount_invalid: 'Enter a whole number from -1,000 to 1,000, other than 0',
    confirm_title: 'Adjust these points?',
    confirm_content:
      '%{account}: %{from} points (level %{fromLevel}) → %{to} points (level %{toLevel}). A large change: check it before confirming.',
    done: 'Adjusted: %{account} now has %{points} points (level %{level})',
    selected: 'Selected: %{account} (%{points} points, level %{level})',
  },
} as const satisfies Widen<typeof dashboardZh>;

export const dashboardResourcesEn = {
  pointsLedger: {
    name: 'Points history',
    fields: {
      date: 'Date',
      rule: 'Rule',
      orderNo: 'Order no.',
      amount: 'Points',
      reason: 'Reason',
    },
  },
  pointsDesigners: {
    name: 'Designer points',
    fields: { account: 'Account', nickName: 'Nick name', points: 'Points', level: 'Level' },
  },
  notices: {
    name: 'Notices',
    fields: { title: 'Title', publishTime: 'Published', read: 'Status' },
  },
} as const satisfies Widen<typeof dashboardResourcesZh>;
