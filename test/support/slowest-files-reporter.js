/**
 * Prints, after a run, the test files that took longest, with their project and the total per project: where the
 * suite's time goes, so a slow file is seen the day it appears rather than when the run outgrows its budget.
 */
class SlowestFilesReporter {
  constructor(_globalConfig, options = {}) {
    this.count = options.count ?? 15;
  }

  onRunComplete(_contexts, results) {
    const files = results.testResults.map((r) => ({
      project: (typeof r.displayName === 'string' ? r.displayName : r.displayName?.name) ?? '',
      file: r.testFilePath.replace(`${process.cwd()}/`, ''),
      seconds: (r.perfStats.end - r.perfStats.start) / 1000,
    }));
    if (files.length < 2) return;
    const perProject = new Map();
    for (const f of files) perProject.set(f.project, (perProject.get(f.project) ?? 0) + f.seconds);
    const lines = files
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, this.count)
      .map((f) => `  ${f.seconds.toFixed(1).padStart(7)} s  ${f.project.padEnd(16)} ${f.file}`);
    const totals = [...perProject].map(([project, s]) => `${project} ${Math.round(s)} s`).join(', ');
    const wall = ((Date.now() - results.startTime) / 1000).toFixed(0);
    process.stderr.write(`\nSlowest test files (wall ${wall} s; per project, summed over workers: ${totals}):\n${lines.join('\n')}\n`);
  }
}

module.exports = SlowestFilesReporter;
