/** Disputes: contesting an order's charge, its state and the operator's decision. */
const disputes = {
  action: 'Dispute this charge',
  reason: {
    notMyCar: 'Not my car',
    wrongTime: 'Wrong times',
    alreadyLeft: 'Already left',
    other: 'Other',
  },
  status: {
    open: 'Under review',
    upheld: 'Upheld',
    rejected: 'Rejected',
  },
  form: {
    title: 'Dispute this charge',
    reason: 'Reason',
    content: 'What happened',
    contentPlaceholder: 'Tell the operator what is wrong with this charge',
    contentRequired: 'Please say what happened',
    photos: 'Photos (up to 3)',
    photo: 'Photo {{index}}',
    removePhoto: 'Remove photo {{index}}',
    addPhoto: 'Add a photo',
    submit: 'Submit dispute',
    sent: 'Dispute submitted: the charge is under review',
  },
  card: {
    label: 'Dispute of order {{bookCode}}',
    title: 'Your dispute',
    underReview:
      'Under review: this charge is left out of your arrears until the operator decides.',
    answer: "Operator's answer",
    refundBalance: '{{amount}} refunded to your balance',
    refundBank: '{{amount}} refunded to the account you paid from',
  },
  list: {
    title: 'My disputes',
  },
} as const;

export default disputes;
