import type { ReactNode } from 'react';
import { ListView } from '../../ui/list-view';
import { ErrorState } from '../../ui/page-state';

/** An admin list: one online read's rows in a captioned table, with the list kit's loading, error and empty states. */
export function AdminTable<T>({
  read,
  caption,
  columns,
  empty,
  errorTitle,
  children,
}: {
  read: { data: T[] | undefined; error: string | null };
  caption: string;
  columns: readonly string[];
  empty: string;
  errorTitle: string;
  children: (row: T) => ReactNode;
}) {
  return (
    <ListView
      items={read.data}
      error={read.error && !read.data ? <ErrorState title={errorTitle} message={read.error} /> : undefined}
      empty={empty}
    >
      {(list) => (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{list.map(children)}</tbody>
          </table>
        </div>
      )}
    </ListView>
  );
}
