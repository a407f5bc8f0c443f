// Rupee amounts as Indian readers expect them: ₹4,49,950 (lakh grouping), no paise on whole rupees.
const formatter = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const plain = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

export function formatInr(rupees: number): string {
  return formatter.format(rupees);
}

/** The number alone, for layouts that draw the ₹ sign separately. */
export function formatIndianNumber(value: number): string {
  return plain.format(value);
}
