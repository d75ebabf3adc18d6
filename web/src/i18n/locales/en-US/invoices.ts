/** E-invoices: asking for one over paid orders, the list, the details. */
const invoices = {
  /** The invoice screen opened without its serial. */
  missingSerial: 'No invoice was named. Open it from your invoices.',
  tabs: {
    apply: 'Ask for an invoice',
    mine: 'My invoices',
  },
  apply: {
    empty: 'No paid order to invoice',
    orders: 'Paid orders',
    total: 'Invoice amount',
    open: 'Next ({{orders}})',
    formTitle: 'Invoice details',
    title: 'Title',
    titleRequired: 'Please fill the invoice title',
    taxNumber: 'Tax number',
    taxNumberInvalid: 'A tax number is 15 to 20 digits or capital letters',
    email: 'E-mail',
    emailInvalid: 'Please fill a correct e-mail',
    optional: 'Optional',
    submit: 'Ask for {{amount}}',
    done: 'Your invoice is being issued',
  },
  list: {
    empty: 'No invoices yet',
  },
  status: {
    issuing: 'Being issued',
    issued: 'Issued',
    failed: 'Failed',
    voided: 'Voided',
  },
  /** A red-letter (credit) invoice: it reverses part of an issued one when its money is given back. */
  credit: {
    tag: 'Red-letter',
    kind: 'Kind',
    reverses: 'Reverses invoice {{serial}}',
  },
  show: {
    title: 'Title',
    amount: 'Amount',
    status: 'Status',
    created: 'Asked on',
    taxNumber: 'Tax number',
    email: 'E-mail',
    orders: 'Orders',
    download: 'Download the invoice (PDF)',
    issuing: 'The invoice is being issued; its PDF comes here.',
    voided: 'The money of this invoice was given back before it was issued, so it was voided.',
  },
} as const;

export default invoices;
