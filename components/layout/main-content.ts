/** Every layout gives its <main> this id so the skip link in the root layout lands on it. */
export const MAIN_CONTENT_ID = "main-content";
