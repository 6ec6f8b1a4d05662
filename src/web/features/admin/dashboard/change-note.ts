import type { DashboardStat } from '#shared/schemas/dashboard';

export type ChangeTrend = 'up' | 'down' | 'flat';

/** The line under a stat card: how it moved against last month (SPEC §2: "from last month"). */
export function changeNote(stat: DashboardStat): { text: string; trend: ChangeTrend } {
  if (stat.changePercent === null) {
    // Nothing last month: a percentage would be meaningless.
    return stat.value > 0
      ? { text: 'New since last month', trend: 'up' }
      : { text: 'None last month either', trend: 'flat' };
  }
  if (stat.changePercent === 0) return { text: 'No change from last month', trend: 'flat' };
  const sign = stat.changePercent > 0 ? '+' : '−';
  return {
    text: `${sign}${Math.abs(stat.changePercent)}% from last month`,
    trend: stat.changePercent > 0 ? 'up' : 'down',
  };
}
