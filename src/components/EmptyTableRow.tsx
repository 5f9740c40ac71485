/** The one row of a plain `HTMLTable` that has nothing to list: its words across every column. */
export function EmptyTableRow({ columns, text }: { columns: number; text: string }) {
  return (
    <tr>
      <td colSpan={columns}>{text}</td>
    </tr>
  );
}
