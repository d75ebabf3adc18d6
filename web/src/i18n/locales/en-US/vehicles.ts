/** The member's vehicles, their spaces and the find-car page. */
const vehicles = {
  cards: {
    label: 'My vehicles',
    premium: 'Premium member · {{service}}',
    validUntil: 'Valid until {{date}}',
    renew: 'Renew',
    ordinary: 'Ordinary member',
    noMembership: 'No membership card yet',
    buyCard: 'Buy a card',
    add: '+ Add vehicle',
  },
} as const;

export default vehicles;
