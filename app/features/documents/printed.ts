/*
 * What a customer's document page and its PDF both print (quotes, invoices, credit notes), so
 * the two match line for line: words, quantities and amounts already formatted.
 */
export interface DocumentRow {
  line: number;
  kind: "heading" | "text" | "priced" | "discount";
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  optional: boolean;
  included: boolean;
}

export interface TotalRow {
  label: string;
  amount: string;
  strong?: boolean;
}
