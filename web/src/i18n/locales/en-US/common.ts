/** Words shared by every screen: actions, tabs, the error catalogue of spec section 8, empty states. */
const common = {
  appName: 'Dehong Parking',
  loading: 'Loading…',
  actions: {
    back: 'Back',
    retry: 'Try again',
    seeMore: 'See more',
    backHome: 'Back to home',
    logout: 'Log out',
  },
  tabs: {
    label: 'Tabs',
    map: 'Find a parking space',
    home: 'Home',
    mine: 'Mine',
  },
  care: {
    enter: 'Care mode',
    leave: 'Standard',
  },
  stepper: {
    less: 'Decrease {{what}}',
    more: 'Increase {{what}}',
  },
  money: '¥{{amount}}',
  duration: {
    minutes: '{{minutes}} min',
    hoursMinutes: '{{hours}} h {{minutes}} min',
  },
  list: {
    retry: 'Loading failed, tap to retry',
  },
  errors: {
    unauthorized: 'Please log in first',
    forbidden: 'Syntax error',
    notFound: 'Request does not exist',
    methodNotAllowed: 'Request method error GET/POST',
    timeout: 'Connection timeout',
    server: 'Server error',
    duplicateSubmit:
      'Do not submit data repeatedly. If no result returns for a long time, refresh the page and continue!',
    network: 'Network error, please check your connection',
    unknown: 'Something went wrong, please try again',
    pageLoad: 'This page could not be loaded. Check your connection and try again.',
  },
  empty: {
    pageNotFound: 'Page does not exist',
    comingSoon: 'Coming soon',
    noUnpaidOrders: 'No unpaid orders',
    noPendingBills: 'No pending bills',
    noActivityData: 'No activity data',
    noNewsData: 'No news data',
    noParkingRecord: 'No parking record',
    noMoreNews: 'No more news',
  },
  language: {
    label: 'Language',
    'zh-CN': '简体中文',
    'en-US': 'English',
  },
} as const;

export default common;
