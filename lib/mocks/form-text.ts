// The new-mock form's words and its autocomplete, apart from the schema: the form loads zod only
// when it is first touched.
export const FILL_ALL_FIELDS = "Please fill all required fields";
export const CREATE_MOCK_FAILED = "Creating mock interview failed , try again ";

/** Case-insensitive autocomplete over a list, as the form's title and value fields do. */
export function filterOptions(options: readonly string[], query: string, limit: number): string[] {
  const q = query.trim().toLowerCase();
  return options.filter((o) => o.toLowerCase().includes(q)).slice(0, limit);
}
