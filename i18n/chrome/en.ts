import type { Widen } from '../catalogType';
import type { chromeZh } from './zh';

export const chromeEn = {
  route: {
    wel_index: 'Home',
    wel_dashboard: 'My points',
    test_index: 'Practice cases',
    info_index: 'Notices',
    home_page: 'Dashboard',
    personal_center: 'Personal center',
    qualification: 'Qualification certification',
    result: 'Certification results',
    workbench: 'Workbench',
    referral: 'Referral',
    my_design_sheet: 'My design sheet',
    settlement: 'Settlement',
    iframe: 'External page',
    stl_view: 'STL preview',
  },
  topbar: {
    dashboard: 'Dashboard',
    workbench: 'Workbench',
    my_design_sheet: 'My design sheet',
    settlement: 'Settlement',
    referral: 'Referral',
    navigation: 'Navigation',
    home: '%{name}: back to home',
    customer_service: 'Customer service',
    customer_service_title: 'Online customer service',
    close: 'Close',
    help: 'Help',
    user_menu: '%{name} (%{menu})',
    more: 'More actions',
  },
  user_menu: {
    dashboard: 'Dashboard',
    personal_center: 'Personal center',
    qualification: 'Qualification certification',
    result: 'Certification results',
  },
  menu: {
    label: 'Side menu',
    search: 'Search the menu',
    no_match: 'No menu item matches',
    loading: 'Loading the menu',
    expand: 'Expand',
    collapse: 'Collapse',
  },
  tags: {
    label: 'Open pages',
    close: 'Close tab',
    actions: 'Tab actions',
    close_others: 'Close others',
    close_all: 'Close all',
    open_pages: 'Open pages (%{count})',
  },
  personal_center: {
    basic_info: 'Basic information',
    change_password: 'Change password',
    payment: 'Payment information',
    referral: 'Referral record',
    contract: 'Contract signing',
  },
  settlement: { withdrawal: 'Withdrawal', bill: 'Bill' },
  workbench: {
    grab: 'Grab orders',
    in_progress: 'In progress',
    inspection: 'Quality inspection',
    history: 'History',
  },
  my_design_sheet: {
    in_design: 'In design',
    awaiting_inspection: 'Awaiting inspection',
    inspected: 'Inspected',
    returned: 'Quality return',
  },
  home: { open: 'Open' },
  iframe: {
    refused:
      'Only the external pages of your menu can be embedded, once signed in: this address was refused.',
    frame_title: 'External page: %{url}',
  },
  stl: {
    refused: 'The model address must be an http or https address: this address was refused.',
    missing: 'The model address (stlUrl) is missing.',
    model: 'Model file:',
  },
  offline: {
    banner:
      'You are offline. Pages show what was loaded before; actions such as grab, submit or withdraw are not queued and fail until the connection is back. Your drafts are kept.',
  },
  update: { available: 'A new version is available.', reload: 'Reload', later: 'Later' },
} as const satisfies Widen<typeof chromeZh>;
