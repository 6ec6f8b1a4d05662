import type { z } from 'zod';
import type { dashboardSchema, dashboardStatSchema } from './responses.js';

/** One stat card: the figure now, the comparable figure for last month and the change in percent. */
export type DashboardStat = z.output<typeof dashboardStatSchema>;

export type Dashboard = z.output<typeof dashboardSchema>;
