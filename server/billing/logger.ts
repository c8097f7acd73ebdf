// Billing logs through whatever logger the app passes; the console when none is given.
export type BillingLogger = {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
};

export const consoleLogger: BillingLogger = {
  info: (m) => console.log(m),
  warn: (m) => console.warn(m),
  error: (m) => console.error(m),
};

export const silentLogger: BillingLogger = { info: () => {}, warn: () => {}, error: () => {} };
