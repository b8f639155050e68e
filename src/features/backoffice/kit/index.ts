/** The table-and-form pattern every back-office section shares (./types.ts says what it does). */
import '../admin-calls';
export { AdminList } from './admin-list';
export { AdminForm } from './admin-form';
export { useConfirm } from './confirm';
export { useNarrow } from './use-narrow';
export { SecretDialog, type ShownSecret } from './secret-dialog';
export type { AdminFormProps, AdminListProps, Choice, Column, Draft, FieldDef, Filter, ListQuery, RowAction } from './types';
