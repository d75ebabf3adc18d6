/** The login page (spec section 2) and its messages (sections 5 and 8). */
const auth = {
  welcome: 'Log in to pay for parking, top up and buy cards',
  phone: {
    label: 'Phone',
    placeholder: 'Mobile phone number',
  },
  code: {
    label: 'SMS code',
    placeholder: 'SMS code',
    send: 'Get code',
    countdown: '{{seconds}}s',
    sent: 'The code has been sent',
  },
  agreement: {
    before: 'I have read and agree to the ',
    link: 'Service Agreement and Privacy Policy',
    after: '',
  },
  submit: {
    agreed: 'Quick phone login',
    notAgreed: 'Login now',
  },
  dialog: {
    title: 'Service agreement and privacy protection',
    before: 'To protect your rights, please read and agree to the ',
    after: ' before logging in.',
    disagree: 'Disagree',
    agree: 'Agree and log in',
  },
  captcha: {
    title: 'Security check',
    why: 'Too many wrong codes were typed for this phone. Type the characters in the picture to get a new code.',
    picture: 'Picture captcha',
    another: 'Show another picture',
    label: 'Captcha',
    placeholder: 'Characters in the picture',
    empty: 'Type the characters in the picture first',
    cancel: 'Cancel',
    send: 'Get code',
    voice: {
      offer: 'Cannot read it? Hear a code by a phone call',
      calling: 'We are calling {{phone}}: answer the call and type the 6 digits you hear.',
      label: 'Code from the call',
      placeholder: 'The 6 digits you heard',
      empty: 'Type the digits you heard on the call first',
      callAgain: 'Call me again',
      again: 'Call again in {{seconds}} s',
    },
  },
  chatLogin: 'Logging in with your chat account…',
  errors: {
    phoneEmpty: 'Please fill the phone first',
    codeEmpty: 'Please fill the SMS code first',
    phoneInvalid: 'Please fill a correct phone number',
    codeInvalid: 'Please fill a correct code',
    keyMissing: 'Network busy, please wait and try again',
  },
} as const;

export default auth;
