export { startSimulator, type StartOptions, type RunningSimulator } from './start';
export { createApp, type AppContext } from './app';
export { openDatabase, type Db } from './db/database';
export { Clock } from './clock';
export { FIXTURES, type Fixtures } from './seed/fixtures';
export { seedDatabase } from './seed/seed';
export { resetDatabase } from './seed/reset';
export { addBulkOrders } from './seed/bulk';
export { FEE_RULES, feeFor, feeRuleFor, type FeeRule } from './services/orders/billing';
export { paySign, MERCHANT_KEY } from './services/pay-orders/sign';
export { MAX_NOTIFY_DELAY_MS, PAY_HOLD_MINUTES } from './services/pay-orders/payments';
export { staffKeyFor } from './services/auth/staff-keys';
export { auditInvoices, auditMoney, type MoneyAudit } from './db/money-audit';
export { stateSeeder, WALK_IN_PHONE, type StateSeeder } from './seed/states';
/** The daily quiz's question bank (the browser journeys answer by it). */
export { QUIZ_BANK, type QuizQuestion } from './services/games/quiz-bank';
