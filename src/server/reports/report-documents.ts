/*
 * The record every report reads, one per GST document: billing makes and owns it when it issues
 * the document (billing/gst-record.ts); the reports only read it.
 */
export type { ReportDocument, ReportLine } from '#server/billing/gst-record';
