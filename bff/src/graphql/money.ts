/** An upstream amount (integer minor units) and its currency, as GraphQL's Money. */
export const money = (amount: number, currency: string) => ({ amount, currency });
