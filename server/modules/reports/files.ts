import path from 'node:path';

/** The file of a completed report, under the reports folder (the download name is separate: "Report {type} {date}.csv"). */
export const reportFilePath = (reportsDir: string, id: number) => path.join(reportsDir, `${id}.csv`);
