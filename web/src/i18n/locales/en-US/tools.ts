/** Common tools: the FAQ and feedback (list and publish). */
const tools = {
  faq: {
    title: 'Frequently asked questions',
  },
  feedback: {
    send: 'Send feedback',
    empty: 'No feedback yet',
    reply: 'Reply',
    awaiting: 'Waiting for a reply',
    content: 'Your feedback',
    contentPlaceholder: 'Describe the problem or your suggestion',
    contentRequired: 'Please describe the problem first',
    contact: 'Contact',
    contactPlaceholder: 'Phone number (optional)',
    images: 'Pictures (up to 3)',
    addPicture: 'Add a picture',
    submit: 'Submit',
    sent: 'Thank you for your feedback',
    picture: 'Picture {{index}}',
  },
  halls: {
    title: 'Service halls',
    empty: 'No service hall nearby',
    open: 'Open {{hours}}',
    call: 'Call {{tel}}',
  },
} as const;

export default tools;
