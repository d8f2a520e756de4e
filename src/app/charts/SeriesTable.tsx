// The table view of a chart of money series: one row per point, one column per series.
interface Props<Row> {
  readonly caption: string;
  /** heading of the first column (month, hours a day) */
  readonly rowHeading: string;
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string | number;
  readonly rowLabel: (row: Row) => string | number;
  readonly columns: readonly { readonly key: string; readonly label: string; readonly value: (row: Row) => string }[];
}

export function SeriesTable<Row>({ caption, rowHeading, rows, rowKey, rowLabel, columns }: Props<Row>) {
  return (
    <table className="chart-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{rowHeading}</th>
          {columns.map((c) => (
            <th scope="col" key={c.key}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            <th scope="row">{rowLabel(row)}</th>
            {columns.map((c) => (
              <td key={c.key}>{c.value(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
