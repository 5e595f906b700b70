// The back office's table: TanStack Table over the rows a flow holds, drawing only the rows in view
// (react-virtual; each drawn row is measured, since wrapped cells make rows taller) so a long page stays
// light, with the sticky header and the empty text. Rows carry a test id and the screen's data-* attributes.
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { table } from './theme';

const ROW_HEIGHT = 40;

export interface DataTableProps<T> {
  data: T[];
  columns: ColumnDef<T>[];
  rowId: (row: T) => string;
  rowTestId: string;
  empty: string;
  testId?: string;
  rowData?: (row: T) => Record<`data-${string}`, string | undefined>;
}

export function DataTable<T>(props: DataTableProps<T>) {
  const model = useReactTable({ data: props.data, columns: props.columns, getCoreRowModel: getCoreRowModel(), getRowId: props.rowId });
  const scroller = useRef<HTMLDivElement>(null);
  const rows = model.getRowModel().rows;
  const virtual = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 12 });
  const styles = table();
  const shown = virtual.getVirtualItems();
  const before = shown[0]?.start ?? 0;
  const after = shown.length ? virtual.getTotalSize() - shown[shown.length - 1]!.end : 0;
  return (
    <div className={styles.scroller} ref={scroller}>
      <table className={styles.table} data-testid={props.testId}>
        <thead className={styles.head}>
          {model.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} className={styles.th}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {before > 0 ? <tr aria-hidden style={{ height: before }} /> : null}
          {shown.map((slot) => {
            const row = rows[slot.index]!;
            return (
              <tr key={row.id} ref={virtual.measureElement} data-index={slot.index} className={styles.row} data-testid={props.rowTestId} {...props.rowData?.(row.original)}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={styles.td}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            );
          })}
          {after > 0 ? <tr aria-hidden style={{ height: after }} /> : null}
        </tbody>
      </table>
      {rows.length === 0 ? <p className={styles.empty}>{props.empty}</p> : null}
    </div>
  );
}
