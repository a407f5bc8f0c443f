/** A field of work: the words its people use, and the skills of our jobs those words belong to. */
export type Field = { id: string; label: string; terms: string; skills: string[] };
