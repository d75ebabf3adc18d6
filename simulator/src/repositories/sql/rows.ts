import type { Statement } from 'better-sqlite3';

/**
 * Rows as objects built here from raw rows, for the statements of hot reads: better-sqlite3 interns
 * each column name of each row it turns into an object, which for a page of 30-column orders took
 * as long as the query itself. Each row is a clone of one blank row, filled in: adding 30
 * properties one by one turned every row into a dictionary (V8's limit on properties added after
 * creation), twice as slow to build and to send.
 */
interface RowShape {
  columns: string[];
  blank: Record<string, unknown>;
}

const shapes = new WeakMap<Statement, RowShape>();

/**
 * What turns a raw row of `statement` into an object. Makes the statement raw (for good), so it
 * comes before running the statement.
 */
function rowMaker(statement: Statement): (values: unknown[]) => object {
  let shape = shapes.get(statement);
  if (!shape) {
    const columns = statement.columns().map((column) => column.name);
    statement.raw(true);
    shape = { columns, blank: Object.fromEntries(columns.map((name) => [name, null])) };
    shapes.set(statement, shape);
  }
  const { columns, blank } = shape;
  return (values) => {
    const row: Record<string, unknown> = { ...blank };
    for (let i = 0; i < columns.length; i++) row[columns[i]!] = values[i];
    return row;
  };
}

export function allRows<T>(statement: Statement, params: object): T[] {
  const row = rowMaker(statement);
  return (statement.all(params) as unknown[][]).map(row) as T[];
}

export function firstRow<T>(statement: Statement, params: object): T | undefined {
  const row = rowMaker(statement);
  const values = statement.get(params) as unknown[] | undefined;
  return values && (row(values) as T);
}
