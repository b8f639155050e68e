import type { FC } from 'react';
import { useFormContext } from '../form-context';
import type { TableRowsProps } from './repeat-table.types';
import { TableCards } from './table-cards';
import { TableGrid } from './table-grid';

// H5: a table on a desktop, cards on a phone.
export const TableRows: FC<TableRowsProps> = (props) => {
  const { layout } = useFormContext();
  return layout === 'desktop' ? <TableGrid {...props} /> : <TableCards {...props} />;
};
