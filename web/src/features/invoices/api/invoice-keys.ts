export const invoiceKeys = {
  all: ['invoices'] as const,
  list: ['invoices', 'list'] as const,
  detail: (serial: string) => ['invoices', 'detail', serial] as const,
  invoiceable: ['invoices', 'invoiceable'] as const,
};
