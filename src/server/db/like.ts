/** What a person typed, with LIKE's wildcards escaped: a search for "50%" means the text "50%". */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE / ILIKE pattern that matches `text` anywhere in the value. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
