/** The daily quiz, the lucky wheel and the blind box. */
const games = {
  points: 'My points: {{points}}',
  exam: {
    intro:
      'Five questions on parking and traffic rules a day. Each right answer earns {{points}} points, once a day.',
    progress: 'Question {{index}} of {{total}}',
    answer: 'Answer',
    next: 'Next question',
    right: 'Right!',
    wrong: 'Not quite: the answer is {{option}}.',
    choose: 'Choose an answer first',
    doneTitle: 'Done for today',
    done: '{{correct}} of {{total}} right: +{{points}} points. Come back tomorrow for new questions.',
    history: 'Past quizzes',
    historyRow: '{{correct}}/{{total}} right',
    historyGained: '+{{points}} points',
    unfinished: 'Not finished',
    noHistory: 'No quizzes yet',
  },
  draw: {
    costFree: 'Free spin today',
    cost: '{{points}} points a go',
    left: '{{count}} left today',
    spin: 'Spin',
    open: 'Open a box',
    drawing: 'Drawing…',
    won: 'You won: {{prize}}',
    wonCoupon: 'You won a {{prize}}. It is in your coupons.',
    nothing: 'Better luck next time',
    seeCoupons: 'See my coupons',
    close: 'OK',
    noneLeft: 'No draws left today: come back tomorrow',
    tooFew: 'Not enough points',
    odds: 'Prizes and odds',
    oddsNote:
      'The odds are set and drawn by the server; a prize out of stock gives its chance to "better luck next time".',
    prize: 'Prize',
    chance: 'Chance',
    stock: 'Left',
    unlimited: 'No limit',
    history: 'My draws',
    noHistory: 'No draws yet',
    free: 'free',
    spent: '-{{points}} points',
    rules: 'Rules',
    ruleLimit: 'At most {{limit}} draws a day; {{free}} free.',
    ruleCost: 'Each paid draw costs {{points}} points.',
  },
  /** The wheel's segment labels: short, so that they fit inside a segment on a small phone. */
  wheel: {
    yuan: '¥{{amount}}',
    coupon: 'coupon',
    points: 'points',
    nothing: 'No prize',
  },
  box: {
    pick: 'Pick a box',
    boxLabel: 'Box {{index}}',
  },
};

export default games;
