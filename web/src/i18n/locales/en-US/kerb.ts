/** The space codes owners can trust: the scanner, the checks on the kerb page, warnings, reports. */
const kerb = {
  scan: "Scan the space's code",
  scanAgain: "Scan the space's code again",
  scanner: {
    title: "Scan the space's code",
    hint: 'Point the camera at the code on the sign of your space.',
    noCamera: 'The camera cannot be used here. Take a photo of the code instead.',
    photo: 'Choose a photo of the code',
    noCode: 'No code was found in that photo. Try a closer, sharper photo.',
    cancel: 'Cancel',
    failed: 'The scanner could not start. Please try again.',
  },
  warning: {
    title: 'Warning',
    foreign: {
      heading: "Stop: this code is not the operator's",
      body: 'It leads somewhere other than Dehong Parking. Someone may have stuck it over the sign of the space. Do not pay through it.',
    },
    forged: {
      heading: 'Stop: the signature of this code is not valid',
      body: "It names one of the operator's spaces, but the operator did not sign it: it may be a copy with the space changed. Nothing can be paid through it.",
    },
    safeWay: 'To pay, scan the code on the sign again, or type your plate on the home page.',
    codeSays: 'What the code says (not opened):',
    report: 'Report this sticker',
    home: 'Back to the home page',
  },
  check: {
    signed: "The operator's code: its signature is valid.",
    unsigned:
      'This sign has no operator signature yet (an older sign). Before you pay, check that the space below is the one on the sign.',
    compare: 'Compare with the sign',
    lot: 'Lot',
    street: 'Street',
    space: 'Space number',
    device: 'Space code',
    report: 'Report a suspect sticker',
  },
  report: {
    title: 'Report a sticker',
    intro:
      'Tell the patrol about a code that is not the operator\u2019s. They will remove it, and we will let you know in the chat app.',
    what: 'What you met',
    reason: {
      foreign: "A code to another site, not the operator's",
      forged: 'A code whose signature is not valid',
      unsigned: 'An older sign without a signature',
      other: 'A suspect sticker',
    },
    place: 'Where it is',
    code: 'The code read',
    space: '{{station}} space {{space}}',
    locate: 'Add my location',
    locating: 'Finding your location\u2026',
    located: 'Your location is added ({{lat}}, {{lng}})',
    noLocation: 'Your location could not be found. Name the place in the note.',
    needPlace: 'Add your location so the patrol can find it.',
    photo: 'Photo of the sticker',
    addPhoto: 'Add a photo of the sticker',
    photoAlt: 'Photo of the sticker',
    removePhoto: 'Remove the photo',
    note: 'Note (optional)',
    notePlaceholder: 'For example: stuck over the code on the meter',
    submit: 'Send the report',
    sent: 'Thank you. The patrol will check it, and you will be told in the chat app when it is handled.',
    mine: 'My sticker reports',
    none: 'You have not reported a sticker yet.',
    status: {
      open: 'The patrol will check it',
      handled: 'Handled',
    },
    reported: 'Reported {{time}}',
    answer: "Patrol's answer: {{answer}}",
  },
} as const;

export default kerb;
