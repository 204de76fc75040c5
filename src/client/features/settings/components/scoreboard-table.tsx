import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table';
import { percent } from '#client/lib/percent';
import { pairVerdictText } from '#client/lib/scoreboard-verdicts';
import type { ScoreboardRow } from '#shared/api/votes';

const rate = (value: number | null) => (value === null ? '' : ` (${percent(value)})`);

interface ScoreboardTableProps {
  title: string;
  rows: readonly ScoreboardRow[];
  /** Said in place of the table when there are no votes. */
  empty: string;
}

/** One period of the scoreboard: per model pair (left is side a), each side's wins and win rate, ties, both bad, votes. */
export function ScoreboardTable({ title, rows, empty }: ScoreboardTableProps) {
  const id = `scoreboard-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <div className="grid gap-2">
      <h4 id={id} className="text-sm font-semibold">
        {title}
      </h4>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <Table aria-labelledby={id}>
          <TableHeader>
            <TableRow>
              <TableHead>Models</TableHead>
              <TableHead className="text-right">Left wins</TableHead>
              <TableHead className="text-right">Ties</TableHead>
              <TableHead className="text-right">Both bad</TableHead>
              <TableHead className="text-right">Right wins</TableHead>
              <TableHead className="text-right">Votes</TableHead>
              <TableHead>Verdict</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={`${row.left.model}|${row.right.model}`}>
                <TableCell className="whitespace-normal break-all">
                  {row.left.model} <span className="text-muted-foreground">vs</span> {row.right.model}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {row.leftWins}
                  <span className="text-muted-foreground">{rate(row.leftWinRate)}</span>
                </TableCell>
                <TableCell className="text-right tabular-nums">{row.ties}</TableCell>
                <TableCell className="text-right tabular-nums">{row.bothBad}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {row.rightWins}
                  <span className="text-muted-foreground">{rate(row.rightWinRate)}</span>
                </TableCell>
                <TableCell className="text-right tabular-nums">{row.votes}</TableCell>
                <TableCell className="whitespace-normal">{pairVerdictText(row)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
