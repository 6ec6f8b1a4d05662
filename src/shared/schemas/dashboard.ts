import type { Inquiry } from './inquiry.js';

/** One stat card: the figure now, the comparable figure for last month and the change in percent. */
export interface DashboardStat {
  value: number;
  previous: number;
  /** Whole percent; null when last month's figure was 0. */
  changePercent: number | null;
}

export interface Dashboard {
  totalCelebrities: DashboardStat;
  totalInquiries: DashboardStat;
  pendingInquiries: DashboardStat;
  monthlyBookings: DashboardStat;
  recentInquiries: Inquiry[];
}
