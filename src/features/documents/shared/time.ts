/** A campus time as the pages show it, to the minute (the calls answer YYYY-MM-DD HH:mm:ss, or empty). */
export const toMinute = (time: string): string => time.slice(0, 16);
