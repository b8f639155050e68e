/** A LIKE pattern for text containing `keyword`, its wildcards (% _ \) taken literally. */
export const containing = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
