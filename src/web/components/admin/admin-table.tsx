import type { ReactNode } from "react";

type AdminTableProps = {
  /** The header cells. */
  head: ReactNode;
  /** How many columns the header has, for the row that says the list is empty. */
  columns: number;
  /** Said in place of rows when there are none. */
  empty?: string;
  children: ReactNode;
};

/** An admin list's table, scrolling sideways inside its frame on a narrow screen. */
export function AdminTable({ head, columns, empty, children }: AdminTableProps) {
  return (
    <div className="relative mt-2 overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-gray-100">
          <tr>{head}</tr>
        </thead>
        <tbody>
          {empty ? (
            <tr>
              <td colSpan={columns} className="px-4 py-8 text-center text-muted">
                {empty}
              </td>
            </tr>
          ) : null}
          {children}
        </tbody>
      </table>
    </div>
  );
}
