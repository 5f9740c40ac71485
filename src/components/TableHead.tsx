/** A header cell: its words, or its words and a class (a numeric column's alignment). */
export type HeadColumn = string | { label: string; className: string };

/**
 * The header row of a plain `HTMLTable` (a short list, a history, a matrix's columns): one column
 * header a label, in order. The DataTable draws its own; this is for the tables it does not serve.
 */
export function TableHead({ columns }: { columns: readonly HeadColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) =>
          typeof column === 'string' ? (
            <th key={index} scope="col">{column}</th>
          ) : (
            <th key={index} scope="col" className={column.className}>{column.label}</th>
          ),
        )}
      </tr>
    </thead>
  );
}
