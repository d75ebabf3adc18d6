/** Care mode (长辈版): its home of big buttons, and the settings that explain it. */
const care = {
  offer: {
    text: 'Larger words and buttons, a simpler home: try care mode?',
    accept: 'Turn on care mode',
    decline: 'No, thanks',
  },
  home: {
    title: 'What would you like to do?',
    pay: 'Pay for parking',
    arrears: '{{amount}} to pay',
    noArrears: 'Nothing to pay',
    topUp: 'Top up my balance',
    card: 'My monthly card',
    vehicles: 'My vehicles',
    call: 'Call the operator',
  },
} as const;

export default care;
