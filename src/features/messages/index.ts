/** What other features use of the messages module. */
export {};
