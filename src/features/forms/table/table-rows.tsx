// The mini-program is a phone: a card per row.
export { TableCards as TableRows } from './table-cards';
